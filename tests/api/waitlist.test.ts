/** The waitlist over HTTP on memory and PostgreSQL: a stranger's listing, its limits, and the admins' list and invitation. */
import { randomUUID } from "node:crypto"
import { Effect, Option } from "effect"
import type { LightMyRequestResponse } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import { MAX_CITY_LENGTH, MAX_EMAIL_LENGTH, MAX_WAITLIST_NOTE_LENGTH } from "../../domain/kernel/caps.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { waitlistPolicy } from "../../domain/waitlist/join.ts"
import { waitlistTextMessages } from "../../domain/waitlist/rules.ts"
import { WaitlistRepo } from "../../domain/waitlist/waitlist-repo.ts"
import { errorOf, signedInAdmin, signedInUser } from "../support/accounts.ts"
import { mailCount, memoryApp, postgresApp, TEST_PUBLIC_URL, type TestApp } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { mailedInvitation } from "../support/invitations.ts"

const invalidLink = { status: 404, error: "InvalidInvitation", message: "This invitation link is invalid or has expired." }

interface Entry {
  readonly id: string
  readonly email: string
  readonly createdAt: number
  readonly joinedAt: number | null
}

for (const [name, make] of [
  ["memory", memoryApp],
  ["postgres", postgresApp]
] as const) {
  describe(`the waitlist over HTTP (${name})`, () => {
    let t: TestApp
    beforeAll(async () => {
      t = await make()
    })
    afterAll(() => t.close())

    /** A stranger on a client address of their own, so that the per-address limit of one test spares the others. */
    const stranger = (ip: string) => ({
      join: (body: Record<string, unknown>) => browser(t.app, ip).send("POST", "/api/waitlist", body)
    })
    const listing = (email: string) => t.runtime.runPromise(WaitlistRepo.use((repo) => repo.findByEmail(email)))
    const mailsTo = (to: string) => t.runtime.runPromise(MailOutbox.use((outbox) => outbox.list({ limit: 100, to })))
    /** The answer as a visitor sees it, headers included, with the address they typed taken out (same-length addresses). */
    const answerOf = (res: LightMyRequestResponse, email: string) => {
      const { date: _date, "x-request-id": _id, ...headers } = res.headers
      return { status: res.statusCode, headers, body: res.body.replace(JSON.stringify(email), "<email>") }
    }

    it("answers alike for a new, an already listed and a member's address; only the mail tells them apart", async () => {
      await signedInUser(t, "listener@example.com")
      const visitor = stranger("198.51.100.10")
      const fresh = await visitor.join({ email: "newcomer@example.com", city: "Berlin", note: "Live jazz, mostly" })
      const repeat = await visitor.join({ email: "newcomer@example.com", city: "Hamburg", note: "rewritten" })
      const member = await visitor.join({ email: "Listener@Example.com", city: "Berlin" })
      expect(fresh.json()).toEqual({ email: "newcomer@example.com" })
      expect(answerOf(repeat, "newcomer@example.com")).toEqual(answerOf(fresh, "newcomer@example.com"))
      expect(answerOf(member, "Listener@Example.com")).toEqual(answerOf(fresh, "newcomer@example.com"))

      const listed = await mailsTo("newcomer@example.com")
      expect(listed.map((m) => m.subject)).toEqual(["You're on the Soundcheck waitlist", "You're on the Soundcheck waitlist"])
      expect(listed[0]!.text).toBe(listed[1]!.text)
      const [toMember] = await mailsTo("listener@example.com")
      expect(toMember!.subject).toBe("You already have a Soundcheck account")
      expect(toMember!.text).toContain(`${TEST_PUBLIC_URL}/auth\n`)

      // The first listing stands (a stranger cannot rewrite it); the member's address is not listed.
      expect(Option.getOrThrow(await listing("NEWCOMER@example.com"))).toMatchObject({ city: "Berlin", note: "Live jazz, mostly" })
      expect(Option.isNone(await listing("listener@example.com"))).toBe(true)
    })

    it("stores a blank city or note as none and trims the rest; an over-long field is refused and lists nothing", async () => {
      const visitor = stranger("198.51.100.20")
      expect((await visitor.join({ email: " Blank@Example.com ", city: "   ", note: "" })).json()).toEqual({ email: "Blank@Example.com" })
      expect(Option.getOrThrow(await listing("blank@example.com"))).toMatchObject({ email: "Blank@Example.com", city: null, note: null })
      expect(
        (await visitor.join({ email: "full@example.com", city: ` ${"c".repeat(MAX_CITY_LENGTH - 2)} `, note: "n".repeat(MAX_WAITLIST_NOTE_LENGTH) })).statusCode
      ).toBe(200)
      expect(Option.getOrThrow(await listing("full@example.com"))).toMatchObject({
        city: "c".repeat(MAX_CITY_LENGTH - 2),
        note: "n".repeat(MAX_WAITLIST_NOTE_LENGTH)
      })

      const longEmail = `${"a".repeat(MAX_EMAIL_LENGTH - "@example.com".length + 1)}@example.com`
      for (const [email, body] of [
        ["long-city@example.com", { city: "c".repeat(MAX_CITY_LENGTH + 1) }],
        ["long-note@example.com", { note: "n".repeat(MAX_WAITLIST_NOTE_LENGTH + 1) }],
        [longEmail, {}]
      ] as const) {
        expect(errorOf(await visitor.join({ email, ...body }))).toMatchObject({ status: 400, error: "InvalidRequest" })
        expect(Option.isNone(await listing(email))).toBe(true)
      }
      expect(errorOf(await visitor.join({ email: "not an address" }))).toMatchObject({ status: 400, error: "InvalidEmail" })
    })

    it("keeps a note's line breaks; a city or note with control characters (a bidirectional override, a tab) is refused and lists nothing", async () => {
      const visitor = stranger("198.51.100.25")
      expect((await visitor.join({ email: "lines@example.com", note: "Jazz\r\nand folk" })).statusCode).toBe(200)
      expect(Option.getOrThrow(await listing("lines@example.com"))).toMatchObject({ note: "Jazz\nand folk" })
      for (const [email, body, field] of [
        ["rlo-city@example.com", { city: "Berlin\u202egnirts" }, "city"],
        ["break-city@example.com", { city: "Ber\nlin" }, "city"],
        ["tab-note@example.com", { note: "a\tb" }, "note"],
        ["rlo-note@example.com", { note: "hello\u202e" }, "note"]
      ] as const) {
        // Told like a display name (issue #29): the field and why, under the field.
        const message = waitlistTextMessages[field]
        expect(errorOf(await visitor.join({ email, ...body })), field).toEqual({
          status: 400,
          error: "InvalidWaitlistText",
          message,
          issues: [{ field, message }]
        })
        expect(Option.isNone(await listing(email))).toBe(true)
        expect(await mailsTo(email)).toEqual([])
      }
    })

    it(`refuses a client address after ${waitlistPolicy.perAddress} listings an hour; mail to one recipient stops after ${waitlistPolicy.mailsPerRecipient} a day, silently`, async () => {
      const flooder = stranger("198.51.100.30")
      const answers = new Set<string>()
      for (let n = 0; n < waitlistPolicy.perAddress; n++) {
        const res = await flooder.join({ email: "flooded@example.com" })
        answers.add(`${res.statusCode} ${res.body}`)
      }
      expect([...answers]).toEqual(['200 {"email":"flooded@example.com"}'])
      expect(await mailCount(t, "flooded@example.com")).toBe(waitlistPolicy.mailsPerRecipient)

      const refused = await flooder.join({ email: "someone-else@example.com" })
      expect(errorOf(refused)).toMatchObject({ status: 429, error: "RateLimited" })
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0)
      expect(Option.isNone(await listing("someone-else@example.com"))).toBe(true)

      const neighbour = await stranger("198.51.100.31").join({ email: "flooded@example.com" })
      expect(`${neighbour.statusCode} ${neighbour.body}`).toBe('200 {"email":"flooded@example.com"}')
      expect(await mailCount(t, "flooded@example.com")).toBe(waitlistPolicy.mailsPerRecipient)
    })

    it("admins see the list newest first in pages of 50; a bad cursor is refused", async () => {
      const admin = await signedInAdmin(t, "lister@example.com")
      const base = Date.now() - 60 * 60_000
      await t.runtime.runPromise(
        WaitlistRepo.use((repo) =>
          Effect.forEach(
            Array.from({ length: 51 }, (_, n) => n),
            (n) => repo.add({ id: randomUUID(), email: `queued${n}@example.com`, city: null, note: null, createdAt: base + n * 1000 })
          )
        )
      )
      const pages: Array<{ entries: Array<Entry>; nextCursor: string | null }> = []
      for (let cursor: string | null = ""; cursor !== null; ) {
        const res = await admin.get(`/api/admin/waitlist${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`)
        expect(res.statusCode, res.body).toBe(200)
        pages.push(res.json())
        cursor = pages.at(-1)!.nextCursor
      }
      expect(pages[0]!.entries).toHaveLength(50)
      const entries = pages.flatMap((p) => p.entries)
      const newestFirst = [...entries].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))
      expect(entries.map((e) => e.id)).toEqual(newestFirst.map((e) => e.id))
      expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length)
      const queued = entries.filter((e) => e.email.startsWith("queued")).map((e) => e.email)
      expect(queued).toEqual(Array.from({ length: 51 }, (_, n) => `queued${50 - n}@example.com`))
      expect(pages.length).toBe(Math.ceil(entries.length / 50))

      for (const cursor of ["nope", Buffer.from("12~not-a-uuid").toString("base64url")]) {
        expect(errorOf(await admin.get(`/api/admin/waitlist?cursor=${cursor}`))).toEqual({
          status: 400,
          error: "InvalidCursor",
          message: "This page link is no longer valid. Please reload the list."
        })
      }
    })

    it("an admin invites from the list: Soundcheck's link, no friendship, no invite spent, and the listing joins", async () => {
      const admin = await signedInAdmin(t, "inviter@example.com")
      const adminId = (await admin.get("/api/auth/session")).json().user.id
      const invitesBefore = (await admin.get("/api/profile")).json().inviteCount
      await stranger("198.51.100.40").join({ email: "Guest@Example.com", city: "Leipzig", note: "Techno" })

      const invited = await admin.send("POST", "/api/admin/waitlist/invite", { email: "guest@EXAMPLE.com" })
      expect(invited.statusCode, invited.body).toBe(200)
      const { entry } = invited.json()
      expect(entry).toMatchObject({ email: "Guest@Example.com", city: "Leipzig", note: "Techno", invitedAt: expect.any(Number), joinedAt: null })
      const first = await mailedInvitation(t, "Guest@Example.com")
      expect(first).toMatchObject({ inviter: "soundcheck", subject: "Your invitation to Soundcheck" })

      // Inviting again replaces the link: the first one stops working.
      expect((await admin.send("POST", "/api/admin/waitlist/invite", { email: "Guest@Example.com" })).statusCode).toBe(200)
      const link = await mailedInvitation(t, "Guest@Example.com")
      expect(link.token).not.toBe(first.token)
      const guest = browser(t.app, "198.51.100.41")
      expect(errorOf(await guest.get(`/api/invitations/preview?${first.query}`))).toEqual(invalidLink)
      expect(
        errorOf(await guest.send("POST", "/api/invitations/accept", { token: first.token, inviter: first.inviter, displayName: "", password: "secret1" }))
      ).toEqual(invalidLink)
      expect((await guest.get(`/api/invitations/preview?${link.query}`)).json()).toEqual({ email: "Guest@Example.com", inviterName: "Soundcheck" })

      const joined = await guest.send("POST", "/api/invitations/accept", { token: link.token, inviter: link.inviter, displayName: "Gus", password: "secret1" })
      expect(joined.statusCode, joined.body).toBe(201)
      expect(joined.json().user).toMatchObject({ email: "Guest@Example.com", role: "user", displayName: "Gus" })
      expect((await guest.get("/api/friends")).json().friends).toEqual([])
      expect((await admin.get("/api/friends")).json().friends).toEqual([])
      expect((await admin.get("/api/profile")).json().inviteCount).toBe(invitesBefore)
      const listed: Array<Entry> = (await admin.get("/api/admin/waitlist")).json().entries
      expect(listed.find((e) => e.id === entry.id)?.joinedAt).toEqual(expect.any(Number))

      expect(errorOf(await admin.send("POST", "/api/admin/waitlist/invite", { email: "guest@example.com" }))).toEqual({
        status: 409,
        error: "AlreadyMember",
        message: "This address already has a Soundcheck account."
      })
      expect(errorOf(await admin.send("POST", "/api/admin/waitlist/invite", { email: "unlisted@example.com" }))).toEqual({
        status: 404,
        error: "NotOnWaitlist",
        message: "This address is not on the waitlist."
      })
      expect(await mailCount(t, "unlisted@example.com")).toBe(0)

      const audit = await t.runtime.runPromise(AuditLog.use((log) => log.list(20)))
      expect(audit.filter((a) => a.action === "waitlist.invited" && a.subjectId === entry.id)).toEqual([
        expect.objectContaining({ actorId: adminId, subjectType: "waitlist", details: expect.objectContaining({ email: "Guest@Example.com", via: "user" }) }),
        expect.objectContaining({ actorId: adminId })
      ])
    })

    it("a fan may not list or invite", async () => {
      const fan = await signedInUser(t, "curious-fan@example.com")
      expect(errorOf(await fan.get("/api/admin/waitlist"))).toMatchObject({ status: 403, error: "Forbidden" })
      expect(errorOf(await fan.send("POST", "/api/admin/waitlist/invite", { email: "newcomer@example.com" }))).toMatchObject({
        status: 403,
        error: "Forbidden"
      })
      expect(Option.getOrThrow(await listing("newcomer@example.com")).invitedAt).toBeNull()
    })
  })
}
