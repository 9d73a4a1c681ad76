/**
 * Issue #11: Lighthouse's accessibility score is 1 (every audit passes) on the landing page, /auth,
 * /concerts, /friends, /invite and /admin/concerts, measured in headless Chromium with Lighthouse's default
 * (phone) settings. Lighthouse drives a Chromium that Playwright starts with a debugging port; the signed-in
 * pages share its cookie jar, signed in once as the admin (who may see all four).
 */
import { mkdtemp, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import lighthouse from "lighthouse"
import { chromiumHeadlessShell } from "../../scripts/ensure.mjs"
import { demoAdmin, demoPassword } from "./support/accounts.ts"
import { chromium, expect, test } from "./support/test.ts"

const visitorPages = ["/", "/auth"]
const signedInPages = ["/concerts", "/friends", "/invite", "/admin/concerts"]

/** The accessibility score and the audits that did not pass (with the elements they name). */
const audit = async (url: string, port: number) => {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ["accessibility"],
    output: "json",
    logLevel: "error",
    // Keep the session cookie: by default Lighthouse clears the origin's storage first.
    disableStorageReset: true,
    // The live-updates stream never ends, so the network would never go quiet and the load never finish.
    blockedUrlPatterns: ["*/api/events*"],
    // The page's picture only illustrates a report; no audit reads it, and taking it cost seconds a page.
    disableFullPageScreenshot: true,
    // Lighthouse waits for the page to be quiet before it audits: by default a second of no network and of no
    // main-thread work, and a second more after the first paint and after the load event, mostly idle. Half a
    // second of quiet still finds each page with its data loaded and drawn (the audits read the DOM as it then
    // is): 33 → 23 s for the six pages.
    pauseAfterFcpMs: 250,
    pauseAfterLoadMs: 250,
    networkQuietThresholdMs: 500,
    cpuQuietThresholdMs: 500
  })
  const lhr = result!.lhr
  const failing = Object.values(lhr.audits)
    .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === "binary")
    .map((entry) => ({ id: entry.id, title: entry.title, details: JSON.stringify(entry.details ?? {}).slice(0, 600) }))
  return { url, score: lhr.categories.accessibility!.score, failing }
}

test("Lighthouse scores accessibility 1 on the six audited pages", async ({ baseURL }) => {
  test.setTimeout(180_000)
  const profile = await mkdtemp(join(tmpdir(), "soundcheck-lighthouse-"))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumHeadlessShell,
    headless: true,
    baseURL,
    args: ["--remote-debugging-port=0", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]
  })
  try {
    const port = Number((await readFile(join(profile, "DevToolsActivePort"), "utf8")).split("\n")[0])
    const results = []
    for (const path of visitorPages) results.push(await audit(`${baseURL}${path}`, port))
    const signIn = await context.request.post("/api/auth/sign-in", {
      data: { email: demoAdmin, password: demoPassword },
      headers: { "x-soundcheck-csrf": "1" }
    })
    expect(signIn.status()).toBe(200)
    for (const path of signedInPages) results.push(await audit(`${baseURL}${path}`, port))
    expect(results).toEqual([...visitorPages, ...signedInPages].map((path) => ({ url: `${baseURL}${path}`, score: 1, failing: [] })))
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
})
