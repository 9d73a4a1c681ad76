/** Admin concert routes over HTTP: who may call them, the form's messages, create/edit/delete with the audit log. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { setRole } from "../../domain/accounts/admin.ts"
import { AuditLog } from "../../domain/audit/audit-log.ts"
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
  ["GET", "/api/admin/audit"]
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
