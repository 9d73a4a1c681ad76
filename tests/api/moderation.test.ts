/**
 * The moderators' queue and their powers over HTTP on PostgreSQL (issue #29): a reported plan message removed from
 * the queue with the reporter and the author told (never by whom), the other actions and their refusals, a suspended
 * fan who cannot sign in and whose sessions end at once, revoked invites, and a moderator who cannot act on staff.
 * Every action is in the audit log, which moderators read.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { setRole } from "../../domain/accounts/admin.ts"
import { deleteUser } from "../../domain/accounts/purge.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { addDays, localDateFromMillis } from "../../domain/kernel/local-date.ts"
import type { ReportDto, ReportQueueDto } from "../../domain/moderation/contract.ts"
import { CONCERT_UNCHANGED_MESSAGE, longDate, REASON_REQUIRED_MESSAGE, SUBJECT_GONE_MESSAGE, startOfDay } from "../../domain/moderation/rules.ts"
import { concertDay } from "../../domain/notifications/kinds.ts"
import type { PlanDto, PlanMessageDto, PlanMessagesPage } from "../../domain/plans/contract.ts"
import { errorOf, PASSWORD, ok } from "../support/accounts.ts"
import { postgresApp, type TestApp } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { catalogueAroundToday, insertConcerts } from "../support/concerts.ts"
import { befriend, type Fan, fan } from "../support/friends.ts"
import { mailedInvitation } from "../support/invitations.ts"

const [concert] = catalogueAroundToday(1, 12, 41)

let t: TestApp
let mod: Fan, admin: Fan, ann: Fan, bob: Fan, cid: Fan

beforeAll(async () => {
  t = await postgresApp()
  await insertConcerts(t, [concert!])
  ;[mod, admin, ann, bob, cid] = (await Promise.all(
    ["Mod", "Admin", "Ann", "Bob", "Cid"].map((name) => fan(t, `${name.toLowerCase()}@moderation.test`, name))
  )) as [Fan, Fan, Fan, Fan, Fan]
  await t.runtime.runPromise(setRole({ kind: "cli" }, { email: mod.email }, "moderator"))
  await t.runtime.runPromise(setRole({ kind: "cli" }, { email: admin.email }, "admin"))
})
afterAll(() => t.close())

const notificationsOf = async (f: Fan) => ok<{ items: Array<{ kind: string; text: string; link: string }> }>(await f.b.get("/api/notifications")).items
const queue = async (f: Fan, query = "") => ok<ReportQueueDto>(await f.b.get(`/api/admin/reports${query}`))
const reportOf = async (reporter: Fan, body: Record<string, unknown>) => ok<{ id: string }>(await reporter.b.send("POST", "/api/reports", body), 201).id
const resolve = (who: Fan, reportId: string, body: Record<string, unknown>) => who.b.send("POST", `/api/admin/reports/${reportId}/resolve`, body)
const auditOf = async (f: Fan, limit = 1) => ok<Array<Record<string, unknown>>>(await f.b.get(`/api/admin/audit?limit=${limit}`))

describe("the moderators' queue (postgres)", () => {
  it("a fan reports a plan message; a moderator takes it and removes it; the reporter and the author are told, never by whom", async () => {
    await befriend(bob, ann)
    const plan = ok<PlanDto>(await bob.b.send("POST", "/api/plans", { concertId: concert!.id }), 201)
    ok(await bob.b.send("POST", `/api/plans/${plan.id}/members`, { userIds: [ann.id] }))
    const message = ok<PlanMessageDto>(await bob.b.send("POST", `/api/plans/${plan.id}/messages`, { text: "You are all idiots" }), 201)
    const reportId = await reportOf(ann, { targetType: "plan_message", targetId: message.id, category: "harassment", comment: "Insults the group" })

    const [group] = (await queue(mod)).groups.filter((g) => g.targetId === message.id)
    expect(group).toMatchObject({
      targetType: "plan_message",
      subject: { userId: bob.id, displayName: "Bob" },
      count: 1,
      reports: [
        {
          id: reportId,
          category: "harassment",
          comment: "Insults the group",
          reporter: { userId: ann.id, displayName: "Ann" },
          status: "open",
          assignedTo: null,
          snapshot: { text: "You are all idiots", authorId: bob.id, authorName: "Bob", planId: plan.id }
        }
      ]
    })
    expect(ok<ReportDto>(await mod.b.send("POST", `/api/admin/reports/${reportId}/assign`)).assignedTo).toEqual({ userId: mod.id, displayName: "Mod" })

    expect(ok(await resolve(mod, reportId, { action: "remove_message", reason: "Insults are not allowed" }))).toEqual({ resolved: 1 })
    // The message is gone from the thread; the snapshot keeps the evidence.
    expect(ok<PlanMessagesPage>(await ann.b.get(`/api/plans/${plan.id}/messages`)).messages.map((m) => m.id)).not.toContain(message.id)
    const closed = ok<ReportDto>(await mod.b.get(`/api/admin/reports/${reportId}`))
    expect(closed).toMatchObject({ status: "actioned", action: "remove_message", reason: "Insults are not allowed", snapshot: { text: "You are all idiots" } })
    expect((await queue(mod)).groups.map((g) => g.targetId)).not.toContain(message.id)
    expect((await queue(mod, "?status=closed")).groups.map((g) => g.targetId)).toContain(message.id)

    const [told] = (await notificationsOf(bob)).filter((n) => n.kind === "moderation_action")
    expect(told).toMatchObject({ text: "A moderator removed your message: Insults are not allowed", link: "/plans" })
    const [outcome] = (await notificationsOf(ann)).filter((n) => n.kind === "report_resolved")
    expect(outcome).toMatchObject({ text: "Your report about a message was reviewed: action was taken." })
    for (const text of [told!.text, outcome!.text]) expect(text).not.toMatch(/Mod\b/)

    // The audit log, which moderators read, names the moderator, the target, the reason and what was there.
    const [entry] = await auditOf(mod)
    expect(entry).toMatchObject({
      actorId: mod.id,
      action: "report.resolved",
      subjectType: "plan_message",
      subjectId: message.id,
      details: {
        action: "remove_message",
        reason: "Insults are not allowed",
        reports: 1,
        userId: bob.id,
        before: { text: "You are all idiots", authorId: bob.id, planId: plan.id },
        after: { removed: true },
        via: "user"
      }
    })
    expect(errorOf(await resolve(mod, reportId, { action: "dismiss" }))).toMatchObject({ status: 409, error: "ReportAlreadyResolved" })
  })

  it("a dismissal tells every reporter no action was needed; the action must fit the target and give a reason", async () => {
    const first = await reportOf(ann, { targetType: "concert", targetId: concert!.id, category: "wrong_details" })
    const second = await reportOf(cid, { targetType: "concert", targetId: concert!.id, category: "spam" })
    expect(errorOf(await resolve(mod, first, { action: "suspend", reason: "x" }))).toMatchObject({
      status: 400,
      error: "ActionNotAllowed",
      message: "This action does not fit what was reported."
    })
    expect(errorOf(await resolve(mod, first, { action: "concert_corrected" }))).toMatchObject({
      status: 400,
      error: "InvalidModeration",
      message: REASON_REQUIRED_MESSAGE
    })
    expect(errorOf(await resolve(mod, "00000000-0000-4000-8000-00000000beef", { action: "dismiss" }))).toMatchObject({ status: 404, error: "ReportNotFound" })
    expect(ok(await resolve(mod, second, { action: "dismiss" }))).toEqual({ resolved: 2 })
    for (const reporter of [ann, cid]) {
      const news = (await notificationsOf(reporter)).filter((n) => n.kind === "report_resolved" && n.text.includes(concert!.artist))
      expect(news).toEqual([
        expect.objectContaining({
          text: `Your report about ${concert!.artist} at ${concert!.venue} on ${concertDay(concert!.date)} was reviewed: no action was needed.`,
          link: `/concerts/${concert!.id}`
        })
      ])
    }
    expect(ok<ReportDto>(await mod.b.get(`/api/admin/reports/${first}`))).toMatchObject({ status: "dismissed", action: "dismiss", reason: null })
  })

  it("concert_corrected is refused while the concert is as reported, and records the correction once it is made", async () => {
    const reportId = await reportOf(cid, { targetType: "concert", targetId: concert!.id, category: "wrong_details", comment: "Wrong venue" })
    const unchanged = { status: 400, error: "InvalidModeration", message: CONCERT_UNCHANGED_MESSAGE }
    expect(errorOf(await resolve(mod, reportId, { action: "concert_corrected", reason: "Fixed the venue" }))).toMatchObject(unchanged)
    // Refused, it closed nothing.
    expect(ok<ReportDto>(await mod.b.get(`/api/admin/reports/${reportId}`)).status).toBe("open")
    const { id, createdBy, createdAt, ...fields } = concert!
    ok(await mod.b.send("PUT", `/api/admin/concerts/${id}`, { ...fields, venue: "The Showbox", description: "", imageUrl: "" }))
    expect(ok(await resolve(mod, reportId, { action: "concert_corrected", reason: "Fixed the venue" }))).toEqual({ resolved: 1 })
    expect((await auditOf(mod))[0]).toMatchObject({
      action: "report.resolved",
      details: { action: "concert_corrected", before: { venue: concert!.venue }, after: { venue: "The Showbox" } }
    })
  })

  it("a report about an account deleted since can only be dismissed: nothing of theirs is left to act on", async () => {
    const gone = await fan(t, "gone@moderation.test", "Gone")
    const reportId = await reportOf(ann, { targetType: "profile", targetId: gone.id, category: "spam" })
    await t.runtime.runPromise(deleteUser({ kind: "cli" }, { email: gone.email }))
    expect(errorOf(await resolve(mod, reportId, { action: "suspend", reason: "Spam" }))).toMatchObject({
      status: 400,
      error: "InvalidModeration",
      message: SUBJECT_GONE_MESSAGE
    })
    expect(ok(await resolve(mod, reportId, { action: "dismiss" }))).toEqual({ resolved: 1 })
  })

  it("clearing a display name falls back to the e-mail's local part, and the person is told why", async () => {
    const dee = await fan(t, "dee.name@moderation.test", "Buy cheap tickets here")
    const reportId = await reportOf(ann, { targetType: "profile", targetId: dee.id, category: "spam" })
    expect(ok(await resolve(admin, reportId, { action: "clear_display_name", reason: "Advertising in the name" }))).toEqual({ resolved: 1 })
    expect(ok<{ displayName: string }>(await dee.b.get("/api/profile")).displayName).toBe("dee.name")
    expect((await notificationsOf(dee)).map((n) => n.text)).toContain("A moderator cleared your display name: Advertising in the name")
    expect((await auditOf(admin))[0]).toMatchObject({
      details: { action: "clear_display_name", before: { displayName: "Buy cheap tickets here" }, after: { displayName: "dee.name" } }
    })
  })
})

describe("suspensions (postgres)", () => {
  it("a suspended fan's sessions end at once; signing in says so with the end date, only after the password is right; it lapses", async () => {
    const eve = await fan(t, "eve@moderation.test", "Eve")
    const until = addDays(localDateFromMillis(Date.now()), 30)
    const suspended = ok(await mod.b.send("PUT", `/api/admin/users/${eve.id}/suspension`, { reason: "Repeated harassment", until }))
    expect(suspended).toEqual({ userId: eve.id, suspendedUntil: startOfDay(until), reason: "Repeated harassment" })
    expect(errorOf(await eve.b.get("/api/profile"))).toMatchObject({ status: 401, error: "NotAuthenticated" })
    expect(errorOf(await eve.b.send("POST", "/api/auth/refresh"))).toMatchObject({ status: 401 })

    const stranger = browser(t.app, "198.51.100.9")
    expect(errorOf(await stranger.send("POST", "/api/auth/sign-in", { email: eve.email, password: "wrong password" }))).toMatchObject({
      status: 400,
      error: "InvalidCredentials"
    })
    expect(errorOf(await stranger.send("POST", "/api/auth/sign-in", { email: eve.email, password: PASSWORD }))).toEqual({
      status: 403,
      error: "AccountSuspended",
      message: `This account is suspended until ${longDate(startOfDay(until))}.`
    })
    // Told by mail (she cannot sign in to read the notification), never by whom.
    const [mail] = await t.runtime.runPromise(MailOutbox.use((outbox) => outbox.list({ limit: 1, to: eve.email })))
    expect(mail).toMatchObject({ subject: "Your Soundcheck account is suspended", priority: "account" })
    expect(mail!.text).toContain("The reason: Repeated harassment")
    expect(mail!.text).not.toContain("Mod")
    expect((await auditOf(mod))[0]).toMatchObject({ actorId: mod.id, action: "user.suspended", subjectId: eve.id, details: { reason: "Repeated harassment" } })

    // Lifted, she is told by mail too (she could not read the notification), and signs in again; a suspension whose
    // end has come lapses by itself.
    expect((await mod.b.send("DELETE", `/api/admin/users/${eve.id}/suspension`)).statusCode).toBe(204)
    const [lifted] = await t.runtime.runPromise(MailOutbox.use((outbox) => outbox.list({ limit: 1, to: eve.email })))
    expect(lifted).toMatchObject({ subject: "Your Soundcheck account is no longer suspended", priority: "account" })
    expect(lifted!.text).toContain("/auth\n")
    expect((await stranger.send("POST", "/api/auth/sign-in", { email: eve.email, password: PASSWORD })).statusCode).toBe(200)
    await t.runtime.runPromise(UserRepo.use((users) => users.suspend(eve.id, { at: Date.now() - 2 * 86_400_000, until: Date.now() - 1000, reason: "Over" })))
    expect((await stranger.send("POST", "/api/auth/sign-in", { email: eve.email, password: PASSWORD })).statusCode).toBe(200)
  })

  it("a suspended fan's unused invitation links and calendar feed stop working; an open-ended suspension says no date", async () => {
    const fay = await fan(t, "fay@moderation.test", "Fay")
    ok(await fay.b.send("POST", "/api/invitations", { email: "friend-of-fay@moderation.test" }), 201)
    const link = await mailedInvitation(t, "friend-of-fay@moderation.test")
    const feed = new URL(ok<{ url: string }>(await fay.b.send("POST", "/api/settings/calendar-feed")).url).pathname
    ok(await admin.b.send("PUT", `/api/admin/users/${fay.id}/suspension`, { reason: "Spam" }))
    expect(errorOf(await browser(t.app).get(feed))).toMatchObject({ status: 404, error: "CalendarFeedNotFound" })
    const invalid = { status: 404, error: "InvalidInvitation", message: "This invitation link is invalid or has expired." }
    expect(errorOf(await browser(t.app).get(`/api/invitations/preview?${link.query}`))).toEqual(invalid)
    const accept = { token: link.token, inviter: link.inviter, displayName: "Friend", password: PASSWORD }
    expect(errorOf(await browser(t.app).send("POST", "/api/invitations/accept", accept))).toEqual(invalid)
    expect(errorOf(await browser(t.app).send("POST", "/api/auth/sign-in", { email: fay.email, password: PASSWORD }))).toMatchObject({
      status: 403,
      message: "This account is suspended."
    })
    // Kept for when the suspension ends.
    expect((await admin.b.send("DELETE", `/api/admin/users/${fay.id}/suspension`)).statusCode).toBe(204)
    expect((await browser(t.app).get(feed)).statusCode).toBe(200)
  })

  it("moderators act only on fans; admins also on moderators, never on an admin or themselves; fans on nobody", async () => {
    const refused = { status: 403, error: "ProtectedAccount" }
    const body = { reason: "Testing the rules" }
    const otherMod = await fan(t, "other.mod@moderation.test", "Other Mod")
    await t.runtime.runPromise(setRole({ kind: "cli" }, { email: otherMod.email }, "moderator"))
    expect(errorOf(await mod.b.send("PUT", `/api/admin/users/${admin.id}/suspension`, body))).toMatchObject(refused)
    expect(errorOf(await mod.b.send("PUT", `/api/admin/users/${otherMod.id}/invites-revocation`, body))).toMatchObject(refused)
    expect(errorOf(await mod.b.send("PUT", `/api/admin/users/${mod.id}/suspension`, body))).toMatchObject(refused)
    expect(errorOf(await admin.b.send("PUT", `/api/admin/users/${admin.id}/suspension`, body))).toMatchObject(refused)
    expect(errorOf(await ann.b.send("PUT", `/api/admin/users/${cid.id}/suspension`, body))).toMatchObject({ status: 403, error: "Forbidden" })
    expect(ok(await admin.b.send("PUT", `/api/admin/users/${otherMod.id}/suspension`, body))).toMatchObject({ userId: otherMod.id, suspendedUntil: null })
    // Nor through a report: a moderator cannot clear an admin's profile.
    const reportId = await reportOf(ann, { targetType: "profile", targetId: admin.id, category: "spam" })
    expect(errorOf(await resolve(mod, reportId, { action: "clear_bio", reason: "x" }))).toMatchObject(refused)
    expect(errorOf(await mod.b.send("PUT", `/api/admin/users/${cid.id}/suspension`, { reason: "x", until: "2001-01-01" }))).toMatchObject({
      status: 400,
      error: "InvalidModeration"
    })
  })
})

describe("revoked invites (postgres)", () => {
  it("a moderator revokes a fan's invites: none sent, none requested, until an admin (only) restores them", async () => {
    const gus = await fan(t, "gus@moderation.test", "Gus")
    const revoked = ok(await mod.b.send("PUT", `/api/admin/users/${gus.id}/invites-revocation`, { reason: "Invitation spam" }))
    expect(revoked).toEqual({ userId: gus.id, revokedAt: expect.any(Number), reason: "Invitation spam" })
    expect(ok<{ inviteCount: number }>(await gus.b.get("/api/profile")).inviteCount).toBe(0)
    const message = { status: 403, error: "InvitesRevoked", message: "Your invitations have been revoked." }
    expect(errorOf(await gus.b.send("POST", "/api/invitations", { email: "someone@moderation.test" }))).toEqual(message)
    expect(errorOf(await gus.b.send("POST", "/api/invite-requests", { requestedCount: 3, reason: "I have friends to invite" }))).toEqual(message)
    expect((await notificationsOf(gus)).map((n) => n.text)).toContain("A moderator revoked your invitations: Invitation spam")

    expect(errorOf(await mod.b.send("DELETE", `/api/admin/users/${gus.id}/invites-revocation`))).toMatchObject({ status: 403, error: "Forbidden" })
    expect((await admin.b.send("DELETE", `/api/admin/users/${gus.id}/invites-revocation`)).statusCode).toBe(204)
    expect((await gus.b.send("POST", "/api/invite-requests", { requestedCount: 3, reason: "I have friends to invite" })).statusCode).toBe(201)
    expect((await auditOf(admin, 2)).map((e) => e.action)).toEqual(["user.invites_restored", "user.invites_revoked"])
  })
})

describe("the audit log as a moderator reads it (postgres)", () => {
  it("shows the admins' entries too, without the e-mail addresses only admins see (the waitlist's, say)", async () => {
    const email = "waiting@moderation.test"
    ok(await browser(t.app, "198.51.100.20").send("POST", "/api/waitlist", { email, city: "Seattle", note: "Friend of Ann" }))
    ok(await admin.b.send("POST", "/api/admin/waitlist/invite", { email }))
    const [asAdmin] = await auditOf(admin)
    expect(asAdmin).toMatchObject({ action: "waitlist.invited", details: { email } })
    const [asModerator] = await auditOf(mod)
    expect(asModerator).toMatchObject({ id: asAdmin!.id, action: "waitlist.invited", details: { via: "user" } })
    expect(JSON.stringify(asModerator)).not.toContain(email)
  })
})
