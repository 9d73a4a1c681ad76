import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Concert } from "../../domain/concerts/concert.ts"
import { catalogueArb } from "../../domain/concerts/concert.arbitraries.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { localDateFromMillis } from "../../domain/kernel/local-date.ts"
import { postgresApp, type TestApp } from "../support/app.ts"

// The API reads "today" from the real clock: shift generated concerts around the real today.
const shiftToToday = (days: number) => localDateFromMillis(Date.now() + days * 86_400_000)

describe("GET /api/concerts on PostgreSQL", () => {
  let t: TestApp
  const catalogue = fc.sample(catalogueArb(30, 25), { numRuns: 1, seed: 3 })[0]!
    .map((c, i) => new Concert({ ...c, date: shiftToToday(i - 5) }))

  beforeAll(async () => {
    t = await postgresApp()
    await t.runtime.runPromise(ConcertRepo.use((repo) => repo.insertMany(catalogue)))
  })
  afterAll(() => t.close())

  it("pages through every upcoming concert once, soonest first, and never shows past ones", async () => {
    const seen: Array<string> = []
    let cursor: string | null = null
    do {
      const res = await t.app.inject({ url: `/api/concerts?limit=6${cursor ? `&cursor=${cursor}` : ""}` })
      expect(res.statusCode).toBe(200)
      const body = res.json() as { concerts: Array<{ id: string; date: string }>; nextCursor: string | null }
      expect(body.concerts.length).toBeLessThanOrEqual(6)
      seen.push(...body.concerts.map((c) => c.date))
      cursor = body.nextCursor
    } while (cursor)
    expect(seen).toEqual(catalogue.slice(5).map((c) => c.date))
  })

  it("refuses a limit out of range and a forged cursor with a clear JSON error", async () => {
    for (const url of ["/api/concerts?limit=0", "/api/concerts?limit=101", "/api/concerts?limit=abc"]) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(400)
      expect(res.json()).toEqual({ error: "InvalidRequest", message: "The request is not valid." })
    }
    const forged = await t.app.inject({ url: "/api/concerts?cursor=not-a-cursor" })
    expect(forged.statusCode).toBe(400)
    expect(forged.json().error).toBe("InvalidCursor")
  })

  it("reports the database as up", async () => {
    const res = await t.app.inject({ url: "/api/health" })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: "ok", database: "up" })
  })
})
