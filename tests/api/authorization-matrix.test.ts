/**
 * Every route of the API against every kind of caller: a visitor, the owner of the resource, another user,
 * a moderator and an admin, each with a real request in a fresh world. The routes come from the app's own
 * route table, so a route added without a row in tests/api/authorization/matrix.ts fails here.
 * A refused request (4xx) answers a JSON error and changes no stored data.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { routeTable } from "../../apps/api/plugins/route-table.ts"
import { exportBuildsSettled } from "../../apps/api/routes/account-export.ts"
import { memoryApp, type TestApp } from "../support/app.ts"
import type { Browser } from "../support/browser.ts"
import { memoryFingerprint } from "../support/fingerprint.ts"
import { ACTORS, type Actor, browserOf, type CellRequest, makeWorld, matrix, routeKey, type Row, type World } from "./authorization/matrix.ts"

let t: TestApp
let origin = ""

beforeAll(async () => {
  // Every cell signs fresh actors up from one address: the limits are raised, as for the end-to-end server.
  t = await memoryApp({ rateLimitScale: 1000 })
  origin = await t.app.listen({ host: "127.0.0.1", port: 0 })
})
afterAll(() => t.close())

const apiRoutes = () =>
  routeTable(t.app)
    .filter((r) => r.url.startsWith("/api"))
    .map((r) => routeKey(r.method, r.url))

/** Opens a stream over real HTTP, reads its status, and aborts it. */
const openStream = async (b: Browser, url: string) => {
  const abort = new AbortController()
  const cookie = [...b.cookies].map(([name, c]) => `${name}=${c.value}`).join("; ")
  const res = await fetch(`${origin}${url}`, { headers: { cookie }, signal: abort.signal })
  abort.abort()
  return { statusCode: res.status, contentType: res.headers.get("content-type") ?? "", cacheControl: res.headers.get("cache-control") ?? "" }
}

/** An answer that depends on who asks must never be kept by a browser or a shared cache. */
const NO_STORE = /(?:^|,)\s*no-store\s*(?:,|$)/

const send = (b: Browser, method: string, req: CellRequest) => (method === "GET" ? b.get(req.url) : b.send(method as "POST", req.url, req.body, req.headers))

describe("authorization matrix", () => {
  it("has exactly one row per API route", () => {
    const routes = apiRoutes()
    expect(routes.length).toBeGreaterThan(50)
    expect(
      routes.filter((r) => !(r in matrix)),
      "routes without a row"
    ).toEqual([])
    expect(
      Object.keys(matrix).filter((r) => !routes.includes(r)),
      "rows without a route"
    ).toEqual([])
  })

  for (const [key, row] of Object.entries(matrix) as Array<[string, Row]>) {
    it(`${key}: ${ACTORS.map((a) => `${a} ${row.expected[a]}`).join(", ")}`, async () => {
      const method = key.split(" ")[0]!
      const answers: Partial<Record<Actor, number>> = {}
      // A refused request is shown to change nothing, so its world serves the next cell; after a success, a fresh one.
      let w: World | undefined
      for (const actor of ACTORS) {
        w ??= await makeWorld(t)
        const req = await row.request(w, actor)
        const b = browserOf(w, actor)
        const before = await memoryFingerprint(t)
        const res = row.stream ? await openStream(b, req.url) : await send(b, method, req)
        // A data export accepted is built in the background (issue #30): done before anything is compared.
        await exportBuildsSettled(t.app)
        answers[actor] = res.statusCode
        const cacheControl = "cacheControl" in res ? res.cacheControl : String(res.headers["cache-control"] ?? "")
        expect(cacheControl, `${actor}'s ${key} answer ${res.statusCode}`).toMatch(NO_STORE)
        if (res.statusCode < 400) w = undefined
        if ("contentType" in res) {
          if (res.statusCode === 200) expect(res.contentType).toMatch(/^text\/event-stream/)
        } else if (res.statusCode >= 400) {
          expect(res.json(), `${actor}: ${res.body}`).toMatchObject({ error: expect.any(String), message: expect.any(String) })
          expect(await memoryFingerprint(t), `${actor}'s refused ${key} changed data`).toEqual(before)
        }
      }
      expect(answers).toEqual(row.expected)
    })
  }
})
