/**
 * One Firefox ESR (WebDriver BiDi, puppeteer-core) and one journey server for the file, started side by
 * side; each person in a journey gets a browser context of their own (cookies, storage). Every page's
 * console is watched for content security policy violations, which the app must cause none of.
 */
import puppeteer, { type Browser, type Page } from "puppeteer-core"
import { afterAll, beforeAll, expect } from "vitest"
import { startServer, type JourneyServer } from "./server.ts"

const firefoxPath = "/usr/bin/firefox-esr"

let server: JourneyServer | undefined
let browser: Browser | undefined
const cspViolations: Array<string> = []

const launchFirefox = (): Promise<Browser> =>
  puppeteer.launch({ browser: "firefox", executablePath: firefoxPath, headless: true, defaultViewport: { width: 1280, height: 900 } })

/** Registers the file's hooks: start the server and Firefox before the journeys, stop both after. */
export const useFirefoxJourneys = (): void => {
  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([startServer(), launchFirefox()])
    if (started.status === "fulfilled") server = started.value
    if (launched.status === "fulfilled") browser = launched.value
    for (const outcome of [started, launched]) if (outcome.status === "rejected") throw outcome.reason
  })
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.stop()])
    expect(cspViolations, "CSP violations").toEqual([])
  })
}

/** The journey server's database (its mail outbox). */
export const journeyDatabaseUrl = (): string => {
  if (server === undefined) throw new Error("The journey server is not running")
  return server.databaseUrl
}

/** A new person: a page in a fresh browser context, signed out. */
export const person = async (): Promise<Page> => {
  if (browser === undefined) throw new Error("Firefox is not running")
  const page = await (await browser.createBrowserContext()).newPage({ type: "window" })
  page.setDefaultTimeout(15_000)
  // The page's own violation event, passed on as a log line (Firefox reports one to BiDi only as a page error).
  await page.evaluateOnNewDocument(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`)
    })
  })
  page.on("console", (message) => {
    if (message.text().startsWith("Content Security Policy:")) cspViolations.push(message.text())
  })
  return page
}

/** Open `path` ("/auth") of the journey server. */
export const visit = async (page: Page, path: string): Promise<void> => {
  if (server === undefined) throw new Error("The journey server is not running")
  await page.goto(`${server.baseUrl}${path}`)
}
