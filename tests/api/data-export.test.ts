/**
 * "Download your data" over HTTP, in memory and on PostgreSQL (issue #30): a fan asks for an export, it is built in
 * the background and they are told; the ZIP is theirs alone, never cached, its JSON and CSV hold their interests,
 * friends and plan messages and nobody hidden from them; one a day; kept 2 days (the clock moved), then deleted by
 * the sweep, which also finishes a build an instance left.
 */
import { randomBytes } from "node:crypto"
import { type Effect, Layer } from "effect"
import { unzipSync } from "fflate"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import { exportBuildsSettled } from "../../apps/api/routes/account-export.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { EXPORT_KEPT_MS } from "../../domain/own-data/contract.ts"
import { ExportRepo } from "../../domain/own-data/export-repo.ts"
import { DOWNLOAD_SLICE, requestExport, STALE_BUILD_MS, sweepExports } from "../../domain/own-data/exports.ts"
import type { AppServices } from "../../domain/services.ts"
import { errorOf } from "../support/accounts.ts"
import { fromLayer, TEST_PUBLIC_URL, type TestApp } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { movableClock } from "../support/clock.ts"
import { insertConcerts, namedConcert } from "../support/concerts.ts"
import { befriend, type Fan, fan, sendRequest } from "../support/friends.ts"
import { testDatabase } from "../support/pg.ts"
import { suspendInStore } from "../contracts/suspensions.ts"

const DAY = 24 * 60 * 60_000
const config = { publicUrl: TEST_PUBLIC_URL }
const concert = namedConcert("e0e0e0e0")
const concerts = [concert(1, "Wilco", "Metro", "Chicago", 20), concert(2, '=HYPERLINK("http://evil.example")', "Hall", "Oslo", 30)]

const stores = {
  memory: async (clock: Layer.Layer<never>) => fromLayer(Layer.merge(MemoryAdapters.layer(config), clock)),
  postgres: async (clock: Layer.Layer<never>) => {
    const db = await testDatabase()
    return fromLayer(Layer.merge(PostgresAdapters.layer(db.url, { maximumPoolSize: 4, config }), clock), db.drop)
  }
}

/** The archive's files as text, by path. */
const filesOf = (zip: Buffer): Record<string, string> =>
  Object.fromEntries(Object.entries(unzipSync(new Uint8Array(zip))).map(([path, bytes]) => [path, new TextDecoder().decode(bytes)]))

for (const [name, make] of Object.entries(stores)) {
  describe(`downloading one's data over HTTP (${name})`, () => {
    const clock = movableClock()
    let t: TestApp
    let ann: Fan, bob: Fan, cy: Fan, dee: Fan, eve: Fan
    const run = <A, E>(effect: Effect.Effect<A, E, AppServices>) => t.runtime.runPromise(effect)

    beforeAll(async () => {
      t = await make(clock.layer)
      await insertConcerts(t, concerts)
      ;[ann, bob, cy, dee, eve] = (await Promise.all(
        ["Ann", "Bob", "Cy", "Dee", "Eve"].map((n) => fan(t, `${n.toLowerCase()}@export.test`, `${n} Person`))
      )) as [Fan, Fan, Fan, Fan, Fan]
      await befriend(ann, bob)
      await befriend(ann, eve)
      await sendRequest(cy, ann)
      for (const [id, status] of [
        [concerts[0]!.id, "has_tickets"],
        [concerts[1]!.id, "not_interested"]
      ] as const)
        expect((await ann.b.send("PUT", `/api/concerts/${id}/interest`, { status })).statusCode).toBe(200)
      const plan = (await ann.b.send("POST", "/api/plans", { concertId: concerts[0]!.id, title: "Tacos first" })).json() as { id: string }
      expect((await ann.b.send("POST", `/api/plans/${plan.id}/members`, { userIds: [bob.id] })).statusCode).toBe(200)
      expect((await ann.b.send("POST", `/api/plans/${plan.id}/messages`, { text: "Ann's line: meet at 7" })).statusCode).toBe(201)
      expect((await bob.b.send("POST", `/api/plans/${plan.id}/messages`, { text: "Bob's private words" })).statusCode).toBe(201)
      expect((await ann.b.send("POST", "/api/invitations", { email: "Newcomer@Elsewhere.example" })).statusCode).toBe(201)
      expect((await ann.b.send("POST", "/api/blocks", { userId: dee.id })).statusCode).toBe(201)
      for (const [path, body] of [
        ["/api/feedback", { title: "Lovely", description: "Works well for me so far." }],
        ["/api/invite-requests", { requestedCount: 2, reason: "My band wants to join too." }],
        ["/api/concerts/suggestions", { artist: "Ann's band", venue: "Hall", city: "Oslo", date: "2099-06-01" }],
        ["/api/reports", { targetType: "concert", targetId: concerts[0]!.id, category: "wrong_details", comment: "The date is wrong" }]
      ] as const)
        expect((await ann.b.send("POST", path, body)).statusCode).toBe(201)
      await run(suspendInStore(eve.id, clock.now() - 1000, null))
    })
    afterAll(() => t.close())

    const ask = (who: Fan) => who.b.send("POST", "/api/account/export")
    const latest = async (who: Fan) => (await who.b.get("/api/account/export")).json().export as Record<string, unknown> | null
    const download = (who: Fan, id: string) => who.b.get(`/api/account/export/${id}/download`)

    it("refuses a visitor everything", async () => {
      const visitor = browser(t.app)
      for (const res of [
        await visitor.send("POST", "/api/account/export"),
        await visitor.get("/api/account/export"),
        await visitor.get("/api/account/export/00000000-0000-4000-8000-000000000000/download")
      ])
        expect(errorOf(res)).toMatchObject({ status: 401, error: "NotAuthenticated" })
    })

    it("builds the archive in the background and tells the fan; the ZIP is theirs alone, never cached, and holds their data", async () => {
      expect(await latest(ann)).toBeNull()
      const asked = await ask(ann)
      expect(asked.statusCode, asked.body).toBe(202)
      expect(asked.headers["cache-control"]).toBe("no-store")
      const dto = asked.json() as { id: string; status: string; createdAt: number }
      expect(dto).toEqual({ id: expect.any(String), status: "building", createdAt: expect.any(Number), readyAt: null, expiresAt: null, size: null })
      await exportBuildsSettled(t.app)

      const ready = (await latest(ann))!
      expect(ready).toMatchObject({ id: dto.id, status: "ready", createdAt: dto.createdAt, size: expect.any(Number) })
      expect(ready.expiresAt).toBe((ready.readyAt as number) + EXPORT_KEPT_MS)
      const news = (await ann.b.get("/api/notifications")).json().items as Array<{ kind: string; text: string; link: string }>
      expect(news.filter((n) => n.kind === "data_export_ready")).toEqual([
        expect.objectContaining({ text: "Your data is ready to download.", link: "/settings" })
      ])

      const res = await download(ann, dto.id)
      expect(res.statusCode).toBe(200)
      expect(res.headers["content-type"]).toBe("application/zip")
      expect(res.headers["cache-control"]).toBe("no-store")
      expect(res.headers["content-disposition"]).toBe(
        `attachment; filename="soundcheck-data-${new Date(ready.readyAt as number).toISOString().slice(0, 10)}.zip"`
      )
      expect(res.rawPayload.length).toBe(ready.size)
      expect(res.headers["content-length"]).toBe(String(ready.size))
      const files = filesOf(res.rawPayload)
      expect(Object.keys(files)).toEqual([
        "README.txt",
        "account.json",
        "profile.json",
        "friends.json",
        "friends.csv",
        "interests.json",
        "interests.csv",
        "plans.json",
        "invitations.json",
        "invitations.csv",
        "invite-requests.json",
        "feedback.json",
        "suggestions.json",
        "reports.json",
        "blocks.json",
        "notifications.json",
        "follows.json"
      ])
      for (const [path, text] of Object.entries(files)) if (path.endsWith(".json")) expect(() => JSON.parse(text), path).not.toThrow()
      const json = (path: string) => JSON.parse(files[path]!)
      expect(json("account.json")).toMatchObject({ email: "ann@export.test", role: "user", concertVisibility: "friends_of_friends", timeZone: null })
      expect(json("interests.json").interests).toEqual([
        expect.objectContaining({ concertId: concerts[0]!.id, artist: "Wilco", status: "has_tickets" }),
        expect.objectContaining({ concertId: concerts[1]!.id, status: "not_interested" })
      ])
      // Friends by the names the friends page shows; Eve (suspended) is hidden from Ann, so she is not there.
      expect(json("friends.json")).toMatchObject({
        friends: [{ userId: bob.id, displayName: "Bob Person" }],
        friendRequestsReceived: [{ userId: cy.id, displayName: "Cy Person" }],
        friendRequestsSent: []
      })
      const [plan] = json("plans.json").plans
      expect(plan).toMatchObject({ role: "maker", title: "Tacos first", yourAnswer: "going", concert: { artist: "Wilco" } })
      expect(plan.yourMessages.map((m: { text: string }) => m.text)).toEqual(["Ann's line: meet at 7"])
      expect(json("invitations.json").invitations).toEqual([expect.objectContaining({ email: "Newcomer@Elsewhere.example", state: "pending" })])
      expect(json("blocks.json").blocked).toEqual([expect.objectContaining({ userId: dee.id, displayName: "Dee Person" })])
      // Her own records as her pages have them, instants in ISO 8601, without internal ids or the staff's part.
      const isoTime = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
      expect(json("invite-requests.json").inviteRequests).toEqual([
        { requestedCount: 2, reason: "My band wants to join too.", status: "pending", createdAt: isoTime, reviewedAt: null }
      ])
      expect(json("feedback.json").feedback).toEqual([
        {
          feedbackType: expect.any(String),
          title: "Lovely",
          description: "Works well for me so far.",
          contactEmail: null,
          status: expect.any(String),
          createdAt: isoTime,
          updatedAt: isoTime
        }
      ])
      expect(json("suggestions.json").suggestions).toEqual([
        expect.objectContaining({ artist: "Ann's band", status: "pending", createdAt: isoTime, decidedAt: null, concertId: null })
      ])
      expect(json("reports.json").reports).toEqual([
        {
          targetType: "concert",
          targetId: concerts[0]!.id,
          category: "wrong_details",
          comment: "The date is wrong",
          status: "open",
          createdAt: isoTime,
          resolvedAt: null
        }
      ])
      // CSV: a header row and CRLF; an artist that reads as a formula is defused.
      expect(files["interests.csv"]!.split("\r\n")[0]).toBe("concert_id,artist,venue,city,date,status,updated_at")
      expect(files["interests.csv"]).toContain(`,"'=HYPERLINK(""http://evil.example"")",Hall,Oslo,`)
      expect(files["friends.csv"]).toContain(`request received,${cy.id},Cy Person,`)
      const everything = Object.values(files).join("\n")
      for (const other of [bob, cy, dee, eve]) expect(everything).not.toContain(other.email)
      expect(everything).not.toContain("Bob's private words")
      expect(everything).not.toContain("Eve Person")
      expect(files["README.txt"]).toContain("interests.json")

      // Nobody else reaches it: another fan, a malformed or unknown id.
      for (const refused of [await download(bob, dto.id), await download(ann, "not-an-id"), await download(ann, "00000000-0000-4000-8000-000000000000")])
        expect(errorOf(refused)).toMatchObject({ status: 404, error: "ExportNotFound" })
      expect(await latest(bob)).toBeNull()
    })

    it("one export a day: another is refused until a day after the last, with Retry-After; the archive is kept 2 days, then deleted", async () => {
      const first = (await latest(ann))!
      const again = await ask(ann)
      const retryAt = (first.createdAt as number) + DAY
      const when = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(retryAt)
      expect(errorOf(again)).toMatchObject({ status: 429, error: "ExportLimited" })
      expect(again.json().message).toMatch(new RegExp(`^You can download your data once a day\\. Try again after ${when} at \\d\\d:\\d\\d UTC\\.$`))
      expect(Number(again.headers["retry-after"])).toBeGreaterThan(DAY / 1000 - 120)
      expect(Number(again.headers["retry-after"])).toBeLessThanOrEqual(DAY / 1000)
      // Another person's day is their own; who chose it by e-mail is mailed too, with the link that turns it off.
      const chosen = await bob.b.send("PUT", "/api/settings/notifications", { topic: "data_export_ready", byEmail: true })
      expect(chosen.statusCode, chosen.body).toBe(200)
      expect((await ask(bob)).statusCode).toBe(202)
      await exportBuildsSettled(t.app)
      const [mail] = await run(MailOutbox.use((outbox) => outbox.list({ limit: 1, to: bob.email })))
      expect(mail).toMatchObject({ subject: "Soundcheck: Your data is ready to download." })
      expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/settings`)
      expect(mail!.text).toContain("unsubscribe")

      clock.advance(DAY + 60_000)
      const next = await ask(ann)
      expect(next.statusCode, next.body).toBe(202)
      await exportBuildsSettled(t.app)
      expect((await download(ann, first.id as string)).statusCode).toBe(200)
      clock.advance(DAY)
      // The first is past its 2 days: not served even before the sweep deletes it; the second still is.
      expect(errorOf(await download(ann, first.id as string))).toMatchObject({ status: 404, error: "ExportNotFound" })
      expect((await download(ann, next.json().id)).statusCode).toBe(200)
      expect((await latest(ann))!.id).toBe(next.json().id)
      const swept = await run(sweepExports())
      expect(swept.deleted).toBeGreaterThanOrEqual(2)
      clock.advance(DAY)
      expect(await latest(ann)).toBeNull()
      expect(errorOf(await download(ann, next.json().id))).toMatchObject({ status: 404, error: "ExportNotFound" })
    })

    it("a large archive is served a slice at a time, byte for byte, with its size as Content-Length", async () => {
      const asked = await run(requestExport(dee.id))
      // Stored directly (3 slices and a bit; random bytes, as a ZIP's are), before any build could finish it.
      const archive = randomBytes(3 * DOWNLOAD_SLICE + 1234)
      expect(await run(ExportRepo.use((repo) => repo.complete(asked.id, archive, clock.now(), clock.now() + EXPORT_KEPT_MS)))).toBe(true)
      const res = await download(dee, asked.id)
      expect(res.statusCode).toBe(200)
      expect(res.headers["content-length"]).toBe(String(archive.length))
      expect(res.rawPayload.equals(archive)).toBe(true)
      expect(errorOf(await download(ann, asked.id))).toMatchObject({ status: 404, error: "ExportNotFound" })
    })

    it("the sweep finishes a build an instance left (begun over 5 minutes ago), once, and tells the fan", async () => {
      const left = await run(requestExport(cy.id))
      expect(await run(sweepExports())).toMatchObject({ finished: 0 })
      clock.advance(STALE_BUILD_MS + 1000)
      expect(await run(sweepExports())).toMatchObject({ finished: 1, failed: 0 })
      expect(await run(sweepExports())).toMatchObject({ finished: 0 })
      expect((await latest(cy))!).toMatchObject({ id: left.id, status: "ready" })
      const files = filesOf((await download(cy, left.id)).rawPayload)
      expect(JSON.parse(files["friends.json"]!).friendRequestsSent).toEqual([expect.objectContaining({ userId: ann.id, displayName: "Ann Person" })])
      const news = (await cy.b.get("/api/notifications")).json().items as Array<{ kind: string }>
      expect(news.filter((n) => n.kind === "data_export_ready")).toHaveLength(1)
    })
  })
}
