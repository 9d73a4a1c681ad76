/**
 * The `test` and `expect` every journey imports: Playwright's, with the base URL of the server that belongs
 * to the worker running the test. Each worker drives its own server on its own seeded database, so journeys
 * in different files never see each other's data.
 */
import { expect, test as base } from "@playwright/test"
import { e2eBasePort } from "../servers.mjs"

/** Worker n uses the server on `e2eBasePort + n` (see servers.mjs). */
export const workerPort = (parallelIndex: number): number => e2eBasePort + parallelIndex

// biome-ignore lint/suspicious/noConfusingVoidType: an automatic fixture that gives no value is typed void in Playwright
export const test = base.extend<{ contentSecurityPolicy: void; closeOwnContexts: void }>({
  baseURL: async ({}, use, testInfo) => use(`http://127.0.0.1:${workerPort(testInfo.parallelIndex)}`),
  // Every journey runs under the app's content security policy: Chromium reports a violation on the console.
  contentSecurityPolicy: [
    async ({ page }, use) => {
      const violations: Array<string> = []
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      await use()
      expect(violations, "CSP violations").toEqual([])
    },
    { auto: true }
  ],
  // The browsers a journey opens itself (a second fan, a visitor) close when it ends, like the `context`
  // fixture's: left open, each stayed in the browser and in the trace recorder for the worker's later tests.
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts())
      await use()
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close())
      )
    },
    { auto: true }
  ]
})

export * from "@playwright/test"
