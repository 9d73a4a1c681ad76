/**
 * GET /api/search and /api/search/suggest on the memory adapters and on PostgreSQL: the issue's three examples,
 * ranking, past concerts, the concerts page's annotations and filters, paging, refusals and the rate limits.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MAX_SEARCH_QUERY_LENGTH } from "../../domain/search/contract.ts"
import { searchPolicy, suggestPolicy } from "../../domain/search/search.ts"
import { memoryApp, postgresApp, type TestApp } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { insertConcerts, namedConcert } from "../support/concerts.ts"
import { befriend, type Fan, fan } from "../support/friends.ts"
import { problem } from "../support/problem.ts"

interface Result {
  readonly id: string
  readonly artist: string
  readonly venue: string
  readonly date: string
}
interface Page {
  readonly concerts: ReadonlyArray<Result>
  readonly nextCursor: string | null
}

const concert = namedConcert("5ea0c000")

const catalogue = [
  concert(1, "Mötley Crüe", "The Forum", "Los Angeles", 10),
  concert(2, "Sigur Rós", "Harpa", "Reykjavík", 20),
  concert(3, "The Midnight Owls", "Mohawk", "Austin", 3),
  concert(4, "The Midnight Owls", "Metro", "Chicago", 30),
  concert(5, "The Midnight Owls", "Mohawk", "Austin", -5),
  concert(6, "Midnight Wolves", "Owl Hall", "Austin", 1),
  // Fourteen tribute nights, for paging: "owls" is 1000 in each, and they come by date.
  ...Array.from({ length: 14 }, (_, i) => concert(100 + i, `Night Owls Tribute ${i + 1}`, "Velvet Room", "Denver", 40 + i))
]

const searchSuite = (name: string, key: string, makeApp: () => Promise<TestApp>) =>
  describe(`concert search on ${name}`, () => {
    let t: TestApp
    let me: Fan
    let friend: Fan

    beforeAll(async () => {
      t = await makeApp()
      await insertConcerts(t, catalogue)
      me = await fan(t, `me-${key}@search.test`, "Me")
      friend = await fan(t, `friend-${key}@search.test`, "Friend")
      await befriend(me, friend)
      expect((await friend.b.send("PUT", `/api/concerts/${catalogue[3]!.id}/interest`, { status: "interested" })).statusCode).toBe(200)
      expect((await friend.b.send("PUT", `/api/concerts/${catalogue[12]!.id}/interest`, { status: "has_tickets" })).statusCode).toBe(200)
    })
    afterAll(() => t.close())

    const search = async (query: string, b = me.b): Promise<Page> => {
      const res = await b.get(`/api/search?${query}`)
      expect(res.statusCode, res.body).toBe(200)
      return res.json() as Page
    }
    const pageThrough = async (query: string, limit: number) => {
      const seen: Array<Result> = []
      let cursor: string | null = null
      do {
        const page: Page = await search(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`)
        expect(page.concerts.length).toBeLessThanOrEqual(limit)
        seen.push(...page.concerts)
        cursor = page.nextCursor
      } while (cursor)
      return seen
    }

    it("finds the issue's three examples, whatever the letter case and the accents, forgiving a typo", async () => {
      expect((await search("q=motley+crue")).concerts.map((c) => c.artist)).toEqual(["Mötley Crüe"])
      expect((await search("q=SIGUR%20ROS")).concerts.map((c) => c.artist)).toEqual(["Sigur Rós"])
      const owls = await search(`q=${encodeURIComponent("midnite owls")}`)
      // The Midnight Owls (midnite ~ midnight, owls) soonest first, then Midnight Wolves at the Owl Hall (owl ~ owls).
      expect(owls.concerts.map((c) => c.id)).toEqual([catalogue[2]!.id, catalogue[3]!.id, catalogue[5]!.id])
      expect((await search(`q=${encodeURIComponent("motley-crüe!")}`)).concerts.map((c) => c.id)).toEqual([catalogue[0]!.id])
    })

    it("finds artists, venues and cities alike; past concerts only with past=true", async () => {
      expect((await search("q=harpa")).concerts.map((c) => c.artist)).toEqual(["Sigur Rós"])
      expect((await search(`q=${encodeURIComponent("reykjavik sigur")}`)).concerts.map((c) => c.artist)).toEqual(["Sigur Rós"])
      expect((await search("q=mohawk+austin")).concerts.map((c) => c.id)).toEqual([catalogue[2]!.id])
      expect((await search("q=mohawk+austin&past=true")).concerts.map((c) => c.id)).toEqual([catalogue[4]!.id, catalogue[2]!.id])
      expect((await search("q=zeppelin")).concerts).toEqual([])
    })

    it("annotates each concert exactly as the concerts page does", async () => {
      const found = (await search(`q=${encodeURIComponent("midnight owls chicago")}`)).concerts
      expect(found.map((c) => c.id)).toEqual([catalogue[3]!.id])
      const page = (await me.b.get("/api/concerts?limit=100")).json() as Page
      expect(found[0]).toEqual(page.concerts.find((c) => c.id === catalogue[3]!.id))
      expect(found[0]).toMatchObject({ friendCount: { interested: 1, hasTickets: 0 }, friendInterests: [{ userId: friend.id, degree: 1 }] })
    })

    it("pages through every match once, best first then soonest, whatever the page size", async () => {
      const whole = (await search("q=owls&limit=100")).concerts
      expect(whole).toHaveLength(17)
      expect(whole.slice(0, 16).map((c) => c.date)).toEqual([...whole.slice(0, 16).map((c) => c.date)].sort())
      for (const limit of [1, 4, 7]) expect(await pageThrough("q=owls", limit), `limit ${limit}`).toEqual(whole)
      expect((await search("q=owls")).concerts).toHaveLength(17)
      expect((await search("q=tribute")).nextCursor).toBeNull()
    })

    it("keeps the concerts the friends and activity filters keep, page by page", async () => {
      expect((await search("q=owls&activity=interest&friends=friends")).concerts.map((c) => c.id)).toEqual([catalogue[3]!.id, catalogue[12]!.id])
      expect(await pageThrough("q=owls&activity=interest", 1)).toEqual((await search("q=owls&activity=interest")).concerts)
      expect((await search("q=owls&activity=tickets")).concerts.map((c) => c.id)).toEqual([catalogue[12]!.id])
      expect((await search("q=sigur&activity=interest")).concerts).toEqual([])
    })

    it("refuses a blank query, one past its cap, a foreign cursor and a page size out of range with 400", async () => {
      const empty = problem(400, "EmptySearch", "Type something to search for.")
      for (const q of ["", "%20%20", "%09", "!!!", "%E2%80%94"]) expect((await me.b.get(`/api/search?q=${q}`)).json(), q).toEqual(empty)
      expect((await me.b.get("/api/search/suggest?q=%20")).json()).toEqual(empty)
      const invalid = problem(400, "InvalidRequest", "The request is not valid.")
      expect((await me.b.get("/api/search")).json()).toEqual(invalid)
      expect((await me.b.get(`/api/search?q=${"a".repeat(MAX_SEARCH_QUERY_LENGTH + 1)}`)).json()).toEqual(invalid)
      expect((await me.b.get(`/api/search/suggest?q=${"a".repeat(MAX_SEARCH_QUERY_LENGTH + 1)}`)).json()).toEqual(invalid)
      expect((await me.b.get("/api/search?q=owls&limit=0")).json()).toEqual(invalid)
      expect((await me.b.get("/api/search?q=owls&limit=101")).json()).toEqual(invalid)
      expect((await me.b.get(`/api/search?q=${"a ".repeat(50)}`)).statusCode).toBe(200)
      const foreign = Buffer.from(`2026-01-01~${catalogue[0]!.id}`).toString("base64url")
      for (const cursor of ["zzz", foreign]) {
        expect((await me.b.get(`/api/search?q=owls&cursor=${cursor}`)).json()).toEqual(
          problem(400, "InvalidCursor", "This page link is no longer valid. Please reload the list.")
        )
      }
    })

    it("suggests artists, then venues, then cities that exist, as spelt, counting their upcoming concerts", async () => {
      const suggest = async (q: string) => {
        const res = await me.b.get(`/api/search/suggest?q=${encodeURIComponent(q)}`)
        expect(res.statusCode, res.body).toBe(200)
        return res.json().suggestions as ReadonlyArray<{ kind: string; value: string; concerts: number }>
      }
      expect(await suggest("mid")).toEqual([
        { kind: "artist", value: "The Midnight Owls", concerts: 2 },
        { kind: "artist", value: "Midnight Wolves", concerts: 1 }
      ])
      expect(await suggest("REY")).toEqual([{ kind: "city", value: "Reykjavík", concerts: 1 }])
      expect(await suggest("mötl")).toEqual([{ kind: "artist", value: "Mötley Crüe", concerts: 1 }])
      expect((await suggest("owls")).map((s) => s.kind)).toEqual(["artist", "artist", "artist", "artist", "artist", "artist", "artist", "artist"])
      expect(await suggest("velvet ro")).toEqual([{ kind: "venue", value: "Velvet Room", concerts: 14 }])
    })

    it("asks for a session", async () => {
      for (const url of ["/api/search?q=owls", "/api/search/suggest?q=owls"]) expect((await browser(t.app).get(url)).statusCode).toBe(401)
    })

    it(`limits each person to ${searchPolicy.perUser} searches and ${suggestPolicy.perUser} suggestions a minute (429 with Retry-After)`, async () => {
      const busy = await fan(t, `busy-${key}@search.test`)
      const limited = async (url: string, allowed: number) => {
        for (let i = 0; i < allowed; i++) expect((await busy.b.get(url)).statusCode).toBe(200)
        const refused = await busy.b.get(url)
        expect(refused.statusCode).toBe(429)
        expect(refused.json()).toMatchObject({ error: "RateLimited" })
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0)
      }
      // What is refused or answered before the limit (blank words, a forged cursor, a one-letter word for suggestions)
      // spends none of it: the full budgets below are still there afterwards.
      for (const url of ["/api/search?q=%20%21", "/api/search?q=harpa&cursor=bm90LWEtY3Vyc29y", "/api/search/suggest?q=h"]) {
        for (let i = 0; i < 5; i++) expect((await busy.b.get(url)).statusCode).not.toBe(429)
      }
      expect((await busy.b.get("/api/search/suggest?q=h")).json()).toEqual({ suggestions: [] })
      // The limits count in fixed windows of a minute: start both counts early in one, so that no window turns over
      // between the last allowed request and the refused one (on a loaded machine the loops take seconds).
      const windowMs = Math.max(searchPolicy.windowMs, suggestPolicy.windowMs)
      const left = windowMs - (Date.now() % windowMs)
      if (left < 25_000) await new Promise((resolve) => setTimeout(resolve, left + 50))
      await limited("/api/search?q=harpa", searchPolicy.perUser)
      // Each counts apart: suggestions go on while searches wait.
      await limited("/api/search/suggest?q=har", suggestPolicy.perUser)
      expect((await me.b.get("/api/search?q=harpa")).statusCode).toBe(200)
    }, 90_000)
  })

searchSuite("the memory adapters", "memory", () => memoryApp())
searchSuite("PostgreSQL", "postgres", () => postgresApp())
