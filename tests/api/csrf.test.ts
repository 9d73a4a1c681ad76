/**
 * Cross-site request forgery, table-driven from the app's route table: EVERY mutating route refuses a request
 * without the app's CSRF header, and one with a foreign (or opaque) Origin, and neither changes stored data;
 * the same request with the header and the app's own origin then succeeds, so the refusal was the CSRF rule.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { routeTable } from "../../apps/api/plugins/route-table.ts"
import { errorOf } from "../support/accounts.ts"
import { memoryApp, type TestApp } from "../support/app.ts"
import { memoryFingerprint } from "../support/fingerprint.ts"
import { ACTORS, browserOf, makeWorld, matrix, routeKey } from "./authorization/matrix.ts"

let t: TestApp
beforeAll(async () => {
  t = await memoryApp({ rateLimitScale: 1000 })
})
afterAll(() => t.close())

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"])
/** The same path spelled the ways a router may read differently from a string comparison. */
const spellings = (url: string): ReadonlyArray<string> => {
  const [path = "", query] = url.split("?")
  const withQuery = (p: string) => (query === undefined ? p : `${p}?${query}`)
  const rest = path.slice("/api".length)
  return [
    withQuery(`/%61pi${rest}`),
    withQuery(`/ap%69${rest}`),
    withQuery(`/api${rest.replace("/", "%2F")}`),
    withQuery(`//api${rest}`),
    withQuery(`/api/${rest}`),
    query === undefined ? `${path}?` : `${path}?${query}&`,
    withQuery(`${path};x=1`),
    withQuery(`/API${rest}`),
    withQuery(`/Api${rest.toUpperCase()}`)
  ]
}

const refused = { status: 403, error: "CsrfRejected", message: "This request was refused: it did not come from the Soundcheck app." }

describe("CSRF protection on every mutating route", () => {
  it("covers every mutating route of the route table", () => {
    const mutating = routeTable(t.app).filter((r) => MUTATING.has(r.method) && r.url.startsWith("/api"))
    expect(mutating.length).toBeGreaterThan(30)
    expect(mutating.map((r) => routeKey(r.method, r.url)).filter((key) => !(key in matrix))).toEqual([])
  })

  // The one route a cross-site POST may reach: a mail client's one-click unsubscribe (RFC 8058), its token its proof.
  const CROSS_SITE = ["POST /api/unsubscribe"]
  it("only the one-click unsubscribe takes a mutating request without the CSRF rule", () => {
    const open = routeTable(t.app).filter((r) => MUTATING.has(r.method) && !r.csrf)
    expect(open.map((r) => routeKey(r.method, r.url))).toEqual(CROSS_SITE)
  })

  const rows = Object.entries(matrix).filter(([key]) => MUTATING.has(key.split(" ")[0]!) && !CROSS_SITE.includes(key))
  for (const [key, row] of rows) {
    it(`${key} refuses a cross-site request and changes nothing`, async () => {
      const method = key.split(" ")[0] as "POST"
      // The caller for whom the request succeeds, so only the CSRF rule can refuse it.
      const actor = ACTORS.find((a) => row.expected[a] < 300)!
      const w = await makeWorld(t)
      const req = await row.request(w, actor)
      const b = browserOf(w, actor)
      const cookie = [...b.cookies]
        .filter(([, c]) => req.url.startsWith(c.path))
        .map(([name, c]) => `${name}=${c.value}`)
        .join("; ")
      const forged = (headers: Record<string, string>, url = req.url) =>
        t.app.inject({
          method,
          url,
          headers: { cookie, host: "soundcheck.test", ...req.headers, ...headers },
          ...(req.body === undefined ? {} : { payload: req.body as object })
        })
      const before = await memoryFingerprint(t)
      const attempts: ReadonlyArray<Record<string, string>> = [
        {},
        { origin: "https://evil.example" },
        { "x-soundcheck-csrf": "1", origin: "https://evil.example" },
        { "x-soundcheck-csrf": "1", origin: "null" },
        { "x-soundcheck-csrf": "0" },
        { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" }
      ]
      for (const headers of attempts) {
        expect(errorOf(await forged(headers)), JSON.stringify(headers)).toEqual(refused)
      }
      // The router decodes and folds what a check on the raw URL would read literally.
      for (const url of spellings(req.url)) {
        expect(errorOf(await forged({}, url)), url).toEqual(refused)
      }
      expect(await memoryFingerprint(t)).toEqual(before)
      const genuine = await forged({ "x-soundcheck-csrf": "1", origin: "http://soundcheck.test" })
      expect(genuine.statusCode, genuine.body).toBe(row.expected[actor])
    })
  }
})
