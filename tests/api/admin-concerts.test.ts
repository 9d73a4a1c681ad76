/** Admin concert routes over HTTP: who may call them, the form's messages, create/edit/delete with the audit log. */
import { Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { setRole } from "../../domain/accounts/admin.ts"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { ChangeNoticeRepo } from "../../domain/concerts/change-notice-repo.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import { browser, type Browser } from "../support/browser.ts"
import { memoryApp, postgresApp, type TestApp } from "../support/app.ts"
import { errorOf, signedInAdmin, signedInUser } from "../support/accounts.ts"

const SOME_ID = "00000000-0000-4000-8000-000000000123"

/** Every admin route of curation, with a body good enough to pass decoding. */
const routes: ReadonlyArray<readonly [method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown]> = [
  ["GET", "/api/admin/stats"],
  ["GET", "/api/admin/concerts"],
  ["GET", `/api/admin/concerts/${SOME_ID}`],
  ["POST", "/api/admin/concerts", { artist: "A", venue: "V", city: "C", date: "2026-01-01" }],
  ["PUT", `/api/admin/concerts/${SOME_ID}`, { artist: "A", venue: "V", city: "C", date: "2026-01-01" }],
  ["DELETE", `/api/admin/concerts/${SOME_ID}`],
  ["POST", "/api/admin/concerts/import/preview", "artist,venue,city,date\n"],
  ["POST", "/api/admin/concerts/import", "artist,venue,city,date\n"],
  ["GET", `/api/admin/concerts/${SOME_ID}/duplicates`],
  ["GET", "/api/admin/duplicates"],
  ["POST", "/api/admin/concerts/merge", { primaryId: SOME_ID, duplicateId: SOME_ID }],
  ["GET", "/api/admin/audit"],
  ["PUT", `/api/admin/concerts/${SOME_ID}/status`, { status: "cancelled" }],
  ["GET", `/api/admin/concerts/${SOME_ID}/usage`],
  ["GET", "/api/admin/city-time-zones"],
  ["PUT", "/api/admin/city-time-zones", { city: "Chicago", timeZone: "America/Chicago" }]
]

/** The routes the staff share (issue #29): moderators list, read and edit concerts and read the audit log; the rest stay the admins'. */
const STAFF_ROUTES = new Set(["GET /api/admin/concerts", `GET /api/admin/concerts/${SOME_ID}`, `PUT /api/admin/concerts/${SOME_ID}`, "GET /api/admin/audit"])

const call = (b: Browser, [method, url, body]: (typeof routes)[number]) =>
  method === "GET" ? b.get(url) : b.send(method, url, body, typeof body === "string" ? { "content-type": "text/csv" } : {})

const form = { artist: "Wilco", venue: "Metro", city: "Chicago", date: "2026-12-24", description: "Holiday show", imageUrl: "" }

for (const [name, make] of [
  ["memory", memoryApp],
  ["postgres", postgresApp]
] as const) {
  describe(`admin concerts over HTTP (${name})`, () => {
    let t: TestApp
    let admin: Browser
    beforeAll(async () => {
      t = await make()
      admin = await signedInAdmin(t, "curator@example.com")
    })
    afterAll(() => t.close())
    const sequenceOf = async (id: string) => Option.getOrThrow(await t.runtime.runPromise(ConcertRepo.use((repo) => repo.findById(id as ConcertId)))).sequence

    it("every admin route answers 401 to a visitor and 403 to a user, and to a moderator unless the staff share it", async () => {
      const user = await signedInUser(t, "fan@example.com")
      const moderator = await signedInUser(t, "mod@example.com")
      await t.runtime.runPromise(setRole({ kind: "cli" }, { email: "mod@example.com" }, "moderator"))
      for (const route of routes) {
        expect(errorOf(await call(browser(t.app), route)), route[1]).toMatchObject({ status: 401, error: "NotAuthenticated" })
        expect(errorOf(await call(user, route)), route[1]).toMatchObject({ status: 403, error: "Forbidden" })
        const asModerator = await call(moderator, route)
        if (STAFF_ROUTES.has(`${route[0]} ${route[1]}`))
          expect(asModerator.statusCode < 500 && asModerator.statusCode !== 403, `${route[1]} answered ${asModerator.statusCode}`).toBe(true)
        else expect(errorOf(asModerator), route[1]).toMatchObject({ status: 403, error: "Forbidden" })
        const status = (await call(admin, route)).statusCode
        expect(status < 500 && status !== 401 && status !== 403, `${route[1]} answered ${status}`).toBe(true)
      }
    })

    it("the form refuses missing fields with the admin messages, each under its field", async () => {
      const res = await admin.send("POST", "/api/admin/concerts", { artist: "", venue: " ", city: "", date: "", imageUrl: "nope" })
      expect(errorOf(res)).toEqual({
        status: 400,
        error: "InvalidConcert",
        message: "Artist name is required",
        issues: [
          { field: "artist", message: "Artist name is required" },
          { field: "venue", message: "Venue is required" },
          { field: "city", message: "City is required" },
          { field: "date", message: "Date is required" },
          { field: "imageUrl", message: "Please enter a valid URL" }
        ]
      })
    })

    it("an admin creates, reads, edits and deletes a concert; each change is audit-logged with before and after", async () => {
      const created = await admin.send("POST", "/api/admin/concerts", form)
      expect(created.statusCode, created.body).toBe(201)
      const concert = created.json() as { id: string }
      expect(concert).toMatchObject({ artist: "Wilco", description: "Holiday show", imageUrl: null, timing: "Upcoming", status: "scheduled" })
      expect(errorOf(await admin.send("POST", "/api/admin/concerts", { ...form, artist: "WILCO", venue: "metro" }))).toMatchObject({
        status: 409,
        error: "ConcertAlreadyExists",
        message: "Concert already exists"
      })
      expect((await admin.get(`/api/admin/concerts/${concert.id}`)).json()).toEqual(concert)
      const edited = await admin.send("PUT", `/api/admin/concerts/${concert.id}`, { ...form, date: "2020-01-05" })
      expect(edited.json()).toMatchObject({ id: concert.id, date: "2020-01-05", timing: "Past" })
      const listed = (await admin.get("/api/admin/concerts?city=CHICAGO")).json() as { concerts: Array<{ id: string }> }
      expect(listed.concerts.map((c) => c.id)).toContain(concert.id)
      const upcomingOnly = (await admin.get("/api/admin/concerts?past=false")).json() as { concerts: Array<{ id: string }> }
      expect(upcomingOnly.concerts.map((c) => c.id)).not.toContain(concert.id)
      expect((await admin.send("DELETE", `/api/admin/concerts/${concert.id}`)).statusCode).toBe(204)
      expect(errorOf(await admin.get(`/api/admin/concerts/${concert.id}`))).toMatchObject({ status: 404, error: "ConcertNotFound" })
      expect(errorOf(await admin.send("DELETE", `/api/admin/concerts/${concert.id}`))).toMatchObject({ status: 404 })
      expect(errorOf(await admin.get("/api/admin/concerts/not-a-uuid"))).toMatchObject({ status: 404, error: "ConcertNotFound" })
      const entries = await t.runtime.runPromise(AuditLog.use((log) => log.list(3)))
      expect(entries.map((e) => e.action)).toEqual(["concert.deleted", "concert.updated", "concert.created"])
      expect(entries[1]).toMatchObject({
        subjectType: "concert",
        subjectId: concert.id,
        details: { before: { date: "2026-12-24" }, after: { date: "2020-01-05" }, via: "user" }
      })
      const audit = (await admin.get("/api/admin/audit?limit=2")).json() as Array<{ action: string; actorId: string }>
      expect(audit.map((e) => e.action)).toEqual(["concert.deleted", "concert.updated"])
    })

    it("times and ticket links: set on the form, kept when left out, in the city's zone; the public concert shows the links (issue #31)", async () => {
      const tickets = [{ label: "Presale", url: "https://tickets.example/wilco", onSaleAt: 1_900_000_000_000 }]
      const created = await admin.send("POST", "/api/admin/concerts", {
        ...form,
        artist: "Timed",
        date: "2030-05-01",
        startTime: "20:00",
        ticketLinks: tickets
      })
      expect(created.statusCode, created.body).toBe(201)
      const concert = created.json() as { id: string; timeZone: string }
      expect(concert).toMatchObject({ startTime: "20:00", doorsTime: null, ticketLinks: tickets })
      expect(await sequenceOf(concert.id)).toBe(0)
      expect(concert.timeZone).not.toBeNull()
      expect(
        errorOf(
          await admin.send("POST", "/api/admin/concerts", {
            ...form,
            artist: "Bad",
            startTime: "8pm",
            ticketLinks: [{ label: "VIP", url: "http://x.example" }]
          })
        )
      ).toMatchObject({
        status: 400,
        error: "InvalidConcert",
        issues: [
          { field: "startTime", message: "Start time must be HH:MM (24 hours)" },
          { field: "ticketLinks", message: "Ticket link 1: the address must start with https://" }
        ]
      })
      // Silent: a new description; told: a new time (SEQUENCE rises, a notice waits).
      const silent = (
        await admin.send("PUT", `/api/admin/concerts/${concert.id}`, { ...form, artist: "Timed", date: "2030-05-01", description: "New words" })
      ).json()
      expect(silent).toMatchObject({ startTime: "20:00", ticketLinks: tickets, description: "New words" })
      expect(await sequenceOf(concert.id)).toBe(0)
      const pendingBefore = await t.runtime.runPromise(ChangeNoticeRepo.use((r) => r.lock(concert.id as ConcertId)))
      expect(pendingBefore._tag).toBe("None")
      const timed = (
        await admin.send("PUT", `/api/admin/concerts/${concert.id}`, { ...form, artist: "Timed", date: "2030-05-01", doorsTime: "19:00", ticketLinks: [] })
      ).json()
      expect(timed).toMatchObject({ startTime: "20:00", doorsTime: "19:00", ticketLinks: [] })
      expect(await sequenceOf(concert.id)).toBe(1)
      const pending = await t.runtime.runPromise(ChangeNoticeRepo.use((r) => r.lock(concert.id as ConcertId)))
      expect(pending._tag === "Some" && pending.value.changes.map((c) => c.field)).toEqual(["doorsTime"])
      await admin.send("PUT", `/api/admin/concerts/${concert.id}`, { ...form, artist: "Timed", date: "2030-05-01", ticketLinks: tickets })
      expect((await browser(t.app).get(`/api/public/concerts/${concert.id}`)).json()).toMatchObject({
        startTime: "20:00",
        ticketLinks: tickets,
        status: "scheduled"
      })

      // A city's zone moves its timed concerts (SEQUENCE rises); an unknown zone is refused.
      expect(errorOf(await admin.send("PUT", "/api/admin/city-time-zones", { city: "Chicago", timeZone: "Mars/Olympus" }))).toMatchObject({
        status: 400,
        error: "InvalidCityTimeZone",
        issues: [{ field: "timeZone", message: "Please enter an IANA time zone, such as Europe/Paris" }]
      })
      const zone = concert.timeZone === "Asia/Tokyo" ? "Europe/Lisbon" : "Asia/Tokyo"
      const zones = await admin.send("PUT", "/api/admin/city-time-zones", { city: "CHICAGO", timeZone: zone })
      expect(zones.statusCode, zones.body).toBe(200)
      expect(zones.json()).toEqual([{ city: "Chicago", timeZone: zone }])
      expect((await admin.get("/api/admin/city-time-zones")).json()).toEqual(zones.json())
      expect((await admin.get(`/api/admin/concerts/${concert.id}`)).json()).toMatchObject({ timeZone: zone })
      expect(await sequenceOf(concert.id)).toBe(2)
      const untimed = (await admin.send("POST", "/api/admin/concerts", { ...form, artist: "Untimed", date: "2030-05-02" })).json()
      expect(untimed).toMatchObject({ timeZone: null, startTime: null })
      const doors = (await admin.send("POST", "/api/admin/concerts", { ...form, artist: "Doors", date: "2030-05-03", doorsTime: "18:00" })).json()
      expect(doors).toMatchObject({ timeZone: zone })
      await admin.send("PUT", "/api/admin/city-time-zones", { city: "Chicago", timeZone: null })
      expect((await admin.get("/api/admin/city-time-zones")).json()).toEqual([])
    })

    it("status: reschedule keeps the earlier day, move the earlier venue, cancel keeps both; admins only; audit-logged (issue #31)", async () => {
      const concert = (await admin.send("POST", "/api/admin/concerts", { ...form, artist: "Status", date: "2030-06-01" })).json() as { id: string }
      const status = (body: unknown) => admin.send("PUT", `/api/admin/concerts/${concert.id}/status`, body)
      expect(errorOf(await status({ status: "rescheduled" }))).toMatchObject({
        status: 400,
        issues: [{ field: "date", message: "A rescheduled concert needs its new date" }]
      })
      expect(errorOf(await status({ status: "rescheduled", date: "2030-06-01" }))).toMatchObject({ issues: [{ field: "date" }] })
      expect(errorOf(await status({ status: "moved", venue: "metro" }))).toMatchObject({ issues: [{ field: "venue" }] })
      expect(errorOf(await status({ status: "cancelled", reason: "Ill\nness" }))).toMatchObject({ issues: [{ field: "reason" }] })
      const rescheduled = (await status({ status: "rescheduled", date: "7/1/30", reason: "Illness" })).json()
      expect(rescheduled).toMatchObject({ status: "rescheduled", date: "2030-07-01", previousDate: "2030-06-01", statusReason: "Illness" })
      expect(await sequenceOf(concert.id)).toBe(1)
      const moved = (await status({ status: "moved", venue: "Thalia Hall" })).json()
      expect(moved).toMatchObject({ status: "moved", venue: "Thalia Hall", previousVenue: "Metro", previousDate: null, date: "2030-07-01" })
      expect(await sequenceOf(concert.id)).toBe(2)
      const cancelled = (await status({ status: "cancelled" })).json()
      expect(cancelled).toMatchObject({ status: "cancelled", venue: "Thalia Hall", previousVenue: null, statusReason: null })
      expect((await status({ status: "cancelled" })).json()).toMatchObject({ status: "cancelled" })
      expect(await sequenceOf(concert.id)).toBe(3)
      const pending = await t.runtime.runPromise(ChangeNoticeRepo.use((r) => r.lock(concert.id as ConcertId)))
      expect(pending._tag === "Some" && pending.value.changes).toEqual([
        { field: "status", from: "scheduled", to: "cancelled" },
        { field: "date", from: "2030-06-01", to: "2030-07-01" },
        { field: "venue", from: "Metro", to: "Thalia Hall" }
      ])
      const [entry] = await t.runtime.runPromise(AuditLog.use((log) => log.list(1)))
      expect(entry).toMatchObject({ action: "concert.status_changed", details: { before: { status: "moved" }, after: { status: "cancelled" } } })
      const moderator = await signedInUser(t, "status-mod@example.com")
      await t.runtime.runPromise(setRole({ kind: "cli" }, { email: "status-mod@example.com" }, "moderator"))
      expect(errorOf(await moderator.send("PUT", `/api/admin/concerts/${concert.id}/status`, { status: "scheduled" }))).toMatchObject({ status: 403 })
    })

    it("a concert fans marked is not deleted unless forced; its usage counts them (issue #31)", async () => {
      const concert = (await admin.send("POST", "/api/admin/concerts", { ...form, artist: "Loved", date: "2030-08-01" })).json() as { id: string }
      expect((await admin.get(`/api/admin/concerts/${concert.id}/usage`)).json()).toEqual({ interests: 0, plans: 0 })
      const fan = await signedInUser(t, "loving-fan@example.com")
      expect((await fan.send("PUT", `/api/concerts/${concert.id}/interest`, { status: "has_tickets" })).statusCode).toBe(200)
      expect((await admin.get(`/api/admin/concerts/${concert.id}/usage`)).json()).toEqual({ interests: 1, plans: 0 })
      expect(errorOf(await admin.send("DELETE", `/api/admin/concerts/${concert.id}`))).toMatchObject({
        status: 409,
        error: "ConcertInUse",
        message: "Fans marked this concert or made plans for it. Cancel it instead, or delete it anyway."
      })
      expect((await admin.send("DELETE", `/api/admin/concerts/${concert.id}?force=true`)).statusCode).toBe(204)
      expect(errorOf(await admin.get(`/api/admin/concerts/${concert.id}/usage`))).toMatchObject({ status: 404 })
    })

    it("the dashboard counts concerts, users and the Upcoming concerts of the next 30 days (today's is Past already)", async () => {
      const before = (await admin.get("/api/admin/stats")).json() as { totalConcerts: number; registeredUsers: number; upcomingConcerts: number }
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
      const tonight = await admin.send("POST", "/api/admin/concerts", { ...form, artist: "Tonight", date: day(0) })
      expect(tonight.json()).toMatchObject({ date: day(0), timing: "Past" })
      await admin.send("POST", "/api/admin/concerts", { ...form, artist: "Soon", date: day(10) })
      await admin.send("POST", "/api/admin/concerts", { ...form, artist: "Later", date: day(40) })
      expect((await admin.get("/api/admin/stats")).json()).toEqual({
        totalConcerts: before.totalConcerts + 3,
        registeredUsers: before.registeredUsers,
        upcomingConcerts: before.upcomingConcerts + 1
      })
      expect(before.registeredUsers).toBeGreaterThanOrEqual(1)
    })
  })
}
