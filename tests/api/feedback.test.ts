/** Feedback over HTTP on PostgreSQL: the form's messages, the admins' review (audit-logged), and who may do what. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { setRole } from "../../domain/accounts/admin.ts"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import { errorOf, signedInAdmin, signedInUser } from "../support/accounts.ts"
import { type Browser, browser } from "../support/browser.ts"
import { clockedPostgresApp } from "../support/invitations.ts"

const SOME_ID = "00000000-0000-4000-8000-000000000123"
const good = { title: "Dark mode", description: "Please add a dark mode to the app." }

describe("feedback over HTTP (postgres)", () => {
  let t: Awaited<ReturnType<typeof clockedPostgresApp>>
  let admin: Browser
  beforeAll(async () => {
    t = await clockedPostgresApp()
    admin = await signedInAdmin(t, "boss@example.com")
  })
  afterAll(() => t.close())

  it("refuses a short title, a short description and a bad e-mail with the spec's messages", async () => {
    const fan = await signedInUser(t, "critic@example.com")
    const res = await fan.send("POST", "/api/feedback", { title: "ab", description: "short", contactEmail: "nope" })
    expect(errorOf(res)).toEqual({
      status: 400,
      error: "InvalidFeedback",
      message: "Title must be at least 3 characters",
      issues: [
        { field: "title", message: "Title must be at least 3 characters" },
        { field: "description", message: "Description must be at least 10 characters" },
        { field: "contactEmail", message: "Please enter a valid email" }
      ]
    })
    expect(errorOf(await fan.send("POST", "/api/feedback", { ...good, feedbackType: "rant" }))).toMatchObject({ status: 400, error: "InvalidRequest" })
    expect((await admin.get("/api/admin/feedback")).json()).toEqual({ requests: [] })
  })

  it("a fan sends feedback; admins list it newest first with the name, set a status and notes, audit-logged", async () => {
    const fan = await signedInUser(t, "fay@example.com", "Fay Fan")
    const first = await fan.send("POST", "/api/feedback", { ...good, contactEmail: " fay@example.com " })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ ...good, feedbackType: "general", contactEmail: "fay@example.com", status: "pending", adminNotes: null })
    t.clock.advance(1000)
    const second = (await fan.send("POST", "/api/feedback", { ...good, feedbackType: "bug", title: "Crash" })).json()
    const listed = (await admin.get("/api/admin/feedback")).json().requests
    expect(listed.map((r: { id: string }) => r.id)).toEqual([second.id, first.json().id])
    expect(listed[0]).toMatchObject({ feedbackType: "bug", displayName: "Fay Fan", status: "pending" })

    t.clock.advance(5000)
    const before = t.clock.now()
    const updated = await admin.send("PATCH", `/api/admin/feedback/${second.id}`, { status: "resolved", adminNotes: " Fixed in 1.2 " })
    const adminId = (await admin.get("/api/auth/session")).json().user.id
    expect(updated.statusCode).toBe(200)
    expect(updated.json()).toMatchObject({ status: "resolved", adminNotes: "Fixed in 1.2", reviewedBy: adminId })
    expect(updated.json().reviewedAt).toBeGreaterThanOrEqual(before)
    expect(updated.json().updatedAt).toBe(updated.json().reviewedAt)
    const kept = (await admin.send("PATCH", `/api/admin/feedback/${second.id}`, { status: "dismissed" })).json()
    expect(kept).toMatchObject({ status: "dismissed", adminNotes: "Fixed in 1.2" })
    expect((await admin.get("/api/admin/feedback?status=pending")).json().requests.map((r: { id: string }) => r.id)).toEqual([first.json().id])
    const [last, resolved] = await t.runtime.runPromise(AuditLog.use((log) => log.list(2)))
    expect(resolved).toMatchObject({
      actorId: adminId,
      action: "feedback.updated",
      subjectType: "feedback_request",
      subjectId: second.id,
      details: { before: { status: "pending", adminNotes: null }, after: { status: "resolved", adminNotes: "Fixed in 1.2" }, via: "user" }
    })
    expect(last).toMatchObject({ details: { before: { status: "resolved" }, after: { status: "dismissed" } } })
  })

  it("refuses unknown ids and statuses; sending feedback is rate-limited", async () => {
    expect(errorOf(await admin.send("PATCH", `/api/admin/feedback/${SOME_ID}`, { status: "resolved" }))).toEqual({
      status: 404,
      error: "FeedbackNotFound",
      message: "Feedback request not found."
    })
    expect(errorOf(await admin.send("PATCH", "/api/admin/feedback/nope", { status: "resolved" }))).toMatchObject({ status: 404 })
    expect(errorOf(await admin.send("PATCH", `/api/admin/feedback/${SOME_ID}`, { status: "done" }))).toMatchObject({ status: 400 })
    const fan = await signedInUser(t, "chatty@example.com")
    t.clock.advance(3_600_000 - (t.clock.now() % 3_600_000))
    const codes = []
    for (let i = 0; i < 21; i++) codes.push((await fan.send("POST", "/api/feedback", good)).statusCode)
    expect(codes.slice(0, 20).every((code) => code === 201)).toBe(true)
    expect(codes[20]).toBe(429)
  })

  it("401 without a session, 403 for users on the staff's routes; moderators review feedback like admins (issue #29)", async () => {
    const anonymous = browser(t.app)
    expect(errorOf(await anonymous.send("POST", "/api/feedback", good))).toMatchObject({ status: 401, error: "NotAuthenticated" })
    const moderator = await signedInUser(t, "mod@example.com")
    await t.runtime.runPromise(setRole({ kind: "cli" }, { email: "mod@example.com" }, "moderator"))
    const fan = await signedInUser(t, "nosy@example.com")
    for (const b of [anonymous, fan]) {
      const expected = b === anonymous ? 401 : 403
      expect((await b.get("/api/admin/feedback")).statusCode).toBe(expected)
      expect((await b.send("PATCH", `/api/admin/feedback/${SOME_ID}`, { status: "resolved" })).statusCode).toBe(expected)
    }
    const id = (await fan.send("POST", "/api/feedback", { ...good, title: "Moderated" })).json().id as string
    expect((await moderator.get("/api/admin/feedback")).json().requests.map((r: { id: string }) => r.id)).toContain(id)
    expect((await moderator.send("PATCH", `/api/admin/feedback/${id}`, { status: "reviewed" })).json()).toMatchObject({ id, status: "reviewed" })
    expect(errorOf(await moderator.send("PATCH", `/api/admin/feedback/${SOME_ID}`, { status: "resolved" }))).toMatchObject({ status: 404 })
  })
})
