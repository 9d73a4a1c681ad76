/**
 * Suggesting a concert over HTTP, in memory and on PostgreSQL (issue #29): the suggest form's messages, a suggestion
 * that waits out of every page until the staff approve, reject or merge it, the suggester told, and the limits.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { setRole } from "../../domain/accounts/admin.ts"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import { SUGGESTIONS_PER_DAY } from "../../domain/curation/suggestions-contract.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { errorOf, signedInAdmin, signedInUser } from "../support/accounts.ts"
import { memoryApp, postgresApp, type TestApp } from "../support/app.ts"
import { type Browser, browser } from "../support/browser.ts"

const form = { artist: "Big Thief", venue: "Vic Theatre", city: "Chicago", date: "2099-05-01", description: "", imageUrl: "" }

for (const [name, make] of [
  ["memory", memoryApp],
  ["postgres", postgresApp]
] as const) {
  describe(`concert suggestions over HTTP (${name})`, () => {
    let t: TestApp
    let fan: Browser
    let admin: Browser
    let moderator: Browser
    beforeAll(async () => {
      t = await make()
      fan = await signedInUser(t, "suggester@example.com", "Sam Suggester")
      admin = await signedInAdmin(t, "keeper@example.com")
      moderator = await signedInUser(t, "mod@example.com")
      await t.runtime.runPromise(setRole({ kind: "cli" }, { email: "mod@example.com" }, "moderator"))
    })
    afterAll(() => t.close())

    const suggest = (who: Browser, body: object) => who.send("POST", "/api/concerts/suggestions", body)
    const mine = async (who: Browser) => (await who.get("/api/concerts/suggestions")).json().suggestions as Array<Record<string, unknown>>
    const pending = async (who: Browser = moderator) => (await who.get("/api/admin/suggestions")).json().suggestions as Array<Record<string, unknown>>
    const texts = async (who: Browser) => (await who.get("/api/notifications")).json().items as Array<{ kind: string; text: string; link: string }>
    const listedIds = async (who: Browser, url: string) => ((await who.get(url)).json().concerts as Array<{ id: string }>).map((c) => c.id)
    const catalogue = async () => {
      const ids = await listedIds(admin, "/api/admin/concerts")
      return ids.length
    }

    it("refuses a visitor, and missing fields and a bad image URL with the suggest form's messages", async () => {
      expect(errorOf(await browser(t.app).send("POST", "/api/concerts/suggestions", form))).toMatchObject({ status: 401, error: "NotAuthenticated" })
      expect(errorOf(await browser(t.app).get("/api/concerts/suggestions"))).toMatchObject({ status: 401, error: "NotAuthenticated" })
      const res = await suggest(fan, { artist: " ", venue: "", city: "", date: "", imageUrl: "not a url" })
      expect(errorOf(res)).toEqual({
        status: 400,
        error: "InvalidConcert",
        message: "Artist is required",
        issues: [
          { field: "artist", message: "Artist is required" },
          { field: "venue", message: "Venue is required" },
          { field: "city", message: "City is required" },
          { field: "date", message: "Date is required" },
          { field: "imageUrl", message: "Please enter a valid URL" }
        ]
      })
    })

    it("refuses an artist that forges lines of Soundcheck's mail, and control characters in any text, storing nothing (issue #35)", async () => {
      const artist = "Wilco\r\n\r\n-- Soundcheck Security --\r\nYour account is locked. Unlock: https://sc-unlock.example/u\r\n\r\n\u202egnp.exe"
      const forged = await suggest(fan, { ...form, artist })
      expect(errorOf(forged)).toEqual({
        status: 400,
        error: "InvalidConcert",
        message: "Artist cannot contain control characters",
        issues: [{ field: "artist", message: "Artist cannot contain control characters" }]
      })
      const others = await suggest(fan, { ...form, venue: "Vic\u2028Theatre", city: "Chi\u200fcago", description: "Doors\u0007" })
      expect(errorOf(others)).toMatchObject({
        status: 400,
        issues: [
          { field: "venue", message: "Venue cannot contain control characters" },
          { field: "city", message: "City cannot contain control characters" },
          { field: "description", message: "Description cannot contain control characters" }
        ]
      })
      expect(errorOf(await fan.send("POST", "/api/concerts/suggestions/check", { ...form, artist }))).toMatchObject({ status: 400, error: "InvalidConcert" })
      expect(await mine(fan)).toEqual([])
    })

    it("a suggestion waits, pending, out of the concerts page, search, a concert's page and calendar, and the catalogue, until approved", async () => {
      const before = await catalogue()
      const res = await suggest(fan, { ...form, description: "  Spring tour  " })
      expect(res.statusCode).toBe(201)
      const suggestion = res.json()
      expect(suggestion).toEqual({
        id: expect.any(String),
        artist: "Big Thief",
        venue: "Vic Theatre",
        city: "Chicago",
        date: "2099-05-01",
        description: "Spring tour",
        imageUrl: null,
        status: "pending",
        reason: null,
        concertId: null,
        createdAt: expect.any(Number),
        decidedAt: null
      })
      expect(await mine(fan)).toEqual([suggestion])
      // Another fan sees nothing of it anywhere, nor does the suggester outside their own list.
      const other = await signedInUser(t, "onlooker@example.com")
      for (const who of [fan, other]) {
        expect(await listedIds(who, "/api/concerts?city=Chicago")).toEqual([])
        expect(await listedIds(who, "/api/search?q=big%20thief")).toEqual([])
        expect((await who.get(`/api/concerts/${suggestion.id}`)).statusCode).toBe(404)
        expect((await who.get(`/api/concerts/${suggestion.id}/calendar.ics`)).statusCode).toBe(404)
      }
      expect(await mine(other)).toEqual([])
      expect(await catalogue()).toBe(before)
      expect((await admin.get("/api/admin/stats")).json().totalConcerts).toBe(before)
    })

    it("the staff see the pending ones oldest first with the suggester and the concerts each probably repeats", async () => {
      const published = await admin.send("POST", "/api/admin/concerts", { artist: "Alvvays", venue: "Metro", city: "Chicago", date: "2099-06-10" })
      expect(published.statusCode).toBe(201)
      const repeat = (await suggest(fan, { ...form, artist: "ALVVAYS", venue: "The Metro", date: "2099-06-11" })).json()
      const list = await pending()
      expect(list.map((s) => s.artist)).toEqual(["Big Thief", "ALVVAYS"])
      expect(list[0]).toMatchObject({ status: "pending", suggestedBy: { userId: expect.any(String), displayName: "Sam Suggester" }, candidates: [] })
      expect(list[1]).toMatchObject({ id: repeat.id, candidates: [expect.objectContaining({ id: published.json().id, artist: "Alvvays" })] })
      expect(await pending(admin)).toEqual(list)
      expect((await moderator.get("/api/admin/suggestions?status=decided")).json()).toEqual({ suggestions: [] })
      expect(errorOf(await fan.get("/api/admin/suggestions"))).toMatchObject({ status: 403, error: "Forbidden" })
      // A published concert again (any letter case) is refused as before, and stores no suggestion.
      expect(errorOf(await suggest(fan, { ...form, artist: "alvvays", venue: "METRO", date: "2099-06-10" }))).toEqual({
        status: 409,
        error: "ConcertAlreadyExists",
        message: "Concert already exists"
      })
      expect(await pending()).toHaveLength(2)
    })

    it("a moderator approves (editing first with the admin form's rules): the concert is published, credited to the suggester, who is told", async () => {
      const [waiting] = await pending()
      const url = `/api/admin/suggestions/${waiting!.id}/approve`
      expect(errorOf(await moderator.send("POST", url, { concert: { ...form, artist: "" } }))).toMatchObject({
        status: 400,
        error: "InvalidConcert",
        message: "Artist name is required"
      })
      const res = await moderator.send("POST", url, { concert: { ...form, venue: "The Vic Theatre", description: "Spring tour" } })
      expect(res.statusCode, res.body).toBe(200)
      const { suggestion, concert } = res.json()
      expect(concert).toMatchObject({ artist: "Big Thief", venue: "The Vic Theatre", timing: "Upcoming", status: "scheduled", date: "2099-05-01" })
      expect(suggestion).toMatchObject({ id: waiting!.id, status: "approved", concertId: concert.id, reason: null, decidedAt: expect.any(Number) })
      expect(await listedIds(fan, "/api/concerts?city=Chicago")).toContain(concert.id)
      expect(await listedIds(fan, "/api/search?q=big%20thief")).toEqual([concert.id])
      expect((await mine(fan)).find((s) => s.id === waiting!.id)).toEqual(suggestion)
      const [news] = await texts(fan)
      expect(news).toMatchObject({
        kind: "suggestion_reviewed",
        text: "Your suggested concert Big Thief at Vic Theatre on Fri, May 1 was approved",
        link: `/concerts/${concert.id}`
      })
      // Once decided, it stays decided.
      expect(errorOf(await admin.send("POST", url, {}))).toEqual({
        status: 409,
        error: "SuggestionAlreadyDecided",
        message: "This suggestion has already been reviewed."
      })
      const [entry] = await t.runtime.runPromise(AuditLog.use((log) => log.list(1)))
      expect(entry).toMatchObject({
        action: "suggestion.approved",
        subjectType: "concert_suggestion",
        subjectId: waiting!.id,
        details: {
          before: { status: "pending", venue: "Vic Theatre", concertId: null },
          after: { status: "approved", venue: "Vic Theatre", concertId: concert.id },
          published: { venue: "The Vic Theatre", description: "Spring tour" },
          via: "user"
        }
      })
      const created = (await admin.get(`/api/admin/concerts/${concert.id}`)).json()
      expect(created).toMatchObject({ id: concert.id, venue: "The Vic Theatre" })
    })

    it("merge points the suggestion to the concert it repeats; reject tells the reason; both only once, and audit-logged", async () => {
      const [repeat] = await pending()
      const [candidate] = repeat!.candidates as Array<{ id: string }>
      expect(
        errorOf(await moderator.send("POST", `/api/admin/suggestions/${repeat!.id}/merge`, { concertId: "00000000-0000-4000-8000-000000000000" }))
      ).toMatchObject({
        status: 404,
        error: "ConcertNotFound"
      })
      const merged = await moderator.send("POST", `/api/admin/suggestions/${repeat!.id}/merge`, { concertId: candidate!.id })
      expect(merged.statusCode, merged.body).toBe(200)
      expect(merged.json().suggestion).toMatchObject({ status: "merged", concertId: candidate!.id })
      expect((await texts(fan))[0]).toMatchObject({
        text: "Your suggested concert ALVVAYS at The Metro on Thu, Jun 11 was already in Soundcheck",
        link: `/concerts/${candidate!.id}`
      })
      expect(errorOf(await moderator.send("POST", `/api/admin/suggestions/${repeat!.id}/reject`, { reason: "Late" }))).toMatchObject({
        status: 409,
        error: "SuggestionAlreadyDecided"
      })

      // The outcome comes by e-mail too once the fan asks for it (a mail topic like every kind: migration 0025).
      expect((await fan.send("PUT", "/api/settings/notifications", { topic: "suggestion_reviewed", byEmail: true })).statusCode).toBe(200)
      const spam = (await suggest(fan, { ...form, artist: "Buy Followers Now", date: "2099-07-01" })).json()
      const reject = (reason: string) => moderator.send("POST", `/api/admin/suggestions/${spam.id}/reject`, { reason })
      expect(errorOf(await reject("   "))).toEqual({
        status: 400,
        error: "InvalidSuggestionReason",
        message: "Please give a reason",
        issues: [{ field: "reason", message: "Please give a reason" }]
      })
      expect(errorOf(await reject("Spam\nClick https://evil.example"))).toMatchObject({
        status: 400,
        message: "Reason cannot contain line breaks or control characters"
      })
      expect(errorOf(await reject("x".repeat(501)))).toMatchObject({ status: 400, error: "InvalidRequest" })
      const rejected = await reject("  Not a concert  ")
      expect(rejected.statusCode, rejected.body).toBe(200)
      expect(rejected.json().suggestion).toMatchObject({ status: "rejected", reason: "Not a concert", concertId: null })
      expect((await texts(fan))[0]).toMatchObject({
        text: "Your suggested concert Buy Followers Now at Vic Theatre on Wed, Jul 1 was not added: Not a concert",
        link: "/concerts/suggest"
      })
      const [mail] = await t.runtime.runPromise(MailOutbox.use((outbox) => outbox.list({ limit: 1, to: "suggester@example.com" })))
      expect(mail).toMatchObject({
        subject: "Soundcheck: Your suggested concert “Buy Followers Now” at “Vic Theatre” on Wed, Jul 1 was not added: “Not a concert”"
      })
      expect(mail!.text).toContain("/concerts/suggest")
      const [entry] = await t.runtime.runPromise(AuditLog.use((log) => log.list(1)))
      expect(entry).toMatchObject({ action: "suggestion.rejected", subjectId: spam.id, details: { reason: "Not a concert", after: { status: "rejected" } } })
      expect(await pending()).toEqual([])
      const decided = (await moderator.get("/api/admin/suggestions?status=decided")).json().suggestions as Array<{ id: string; status: string }>
      expect(decided.map((s) => s.status)).toEqual(["rejected", "merged", "approved"])
      expect(await listedIds(fan, "/api/search?q=followers")).toEqual([])
      for (const action of ["approve", "reject", "merge"]) {
        expect(errorOf(await moderator.send("POST", `/api/admin/suggestions/not-an-id/${action}`, { reason: "x", concertId: candidate!.id }))).toMatchObject({
          status: 404,
          error: "SuggestionNotFound"
        })
      }
    })

    it("approving what a published concert repeats is refused, and the suggestion stays pending", async () => {
      const twin = (await suggest(fan, { ...form, artist: "Twin Peaks", date: "2099-08-01" })).json()
      expect((await admin.send("POST", "/api/admin/concerts", { ...form, artist: "Twin Peaks", date: "2099-08-01" })).statusCode).toBe(201)
      expect(errorOf(await moderator.send("POST", `/api/admin/suggestions/${twin.id}/approve`, {}))).toMatchObject({
        status: 409,
        error: "ConcertAlreadyExists"
      })
      expect((await pending()).map((s) => s.id)).toEqual([twin.id])
    })

    it(`takes at most ${SUGGESTIONS_PER_DAY} suggestions a day per fan`, async () => {
      const eager = await signedInUser(t, "eager@example.com")
      const codes = []
      for (let i = 0; i <= SUGGESTIONS_PER_DAY; i++) codes.push((await suggest(eager, { ...form, artist: `Band ${i}` })).statusCode)
      expect(codes).toEqual([...Array(SUGGESTIONS_PER_DAY).fill(201), 429])
      const refused = await suggest(eager, { ...form, artist: "One more" })
      expect(errorOf(refused)).toEqual({
        status: 429,
        error: "RateLimited",
        message: expect.stringMatching(/^You can suggest up to 10 concerts a day\. Try again after \d{1,2} [A-Z][a-z]+ \d{4} at \d\d:\d\d UTC\.$/)
      })
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(23 * 3600)
      expect(await mine(eager)).toHaveLength(SUGGESTIONS_PER_DAY)
      // Another fan is not held back.
      expect((await suggest(fan, { ...form, artist: "Someone else's band" })).statusCode).toBe(201)
    })

    it("counts suggestions sent at once one after the other, and decides a suggestion decided at once only once", async () => {
      const hasty = await signedInUser(t, "hasty@example.com")
      const codes = await Promise.all(Array.from({ length: SUGGESTIONS_PER_DAY + 4 }, (_, i) => suggest(hasty, { ...form, artist: `Rush ${i}` }))).then((all) =>
        all.map((res) => res.statusCode)
      )
      expect(codes.filter((code) => code === 201)).toHaveLength(SUGGESTIONS_PER_DAY)
      expect(codes.filter((code) => code === 429)).toHaveLength(4)
      const [first] = await mine(hasty)
      const url = `/api/admin/suggestions/${first!.id}`
      const answers = await Promise.all([moderator.send("POST", `${url}/approve`, {}), admin.send("POST", `${url}/reject`, { reason: "Duplicate" })])
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
      const approved = answers[0]!.statusCode === 200
      expect((await mine(hasty)).find((s) => s.id === first!.id)!.status).toBe(approved ? "approved" : "rejected")
      expect(await listedIds(hasty, `/api/search?q=${encodeURIComponent(String(first!.artist))}`)).toHaveLength(approved ? 1 : 0)
    })
  })
}
