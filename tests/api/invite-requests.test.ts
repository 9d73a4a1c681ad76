/** Requests for more invites over HTTP on PostgreSQL: asking, the admins' review, and who may do what. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import { errorOf, signedInAdmin, signedInUser } from "../support/accounts.ts"
import { browser } from "../support/browser.ts"
import { clockedPostgresApp, DAY } from "../support/invitations.ts"

const reason = "My band mates all want to join"

describe("invite requests over HTTP (postgres)", () => {
  let t: Awaited<ReturnType<typeof clockedPostgresApp>>
  beforeAll(async () => {
    t = await clockedPostgresApp()
  })
  afterAll(() => t.close())

  it("refuses a count outside 1 to 20 and a reason under 10 characters with the spec's messages", async () => {
    const fan = await signedInUser(t, "asker@example.com")
    for (const requestedCount of [0, 21, 2.5]) {
      expect(errorOf(await fan.send("POST", "/api/invite-requests", { requestedCount, reason }))).toEqual({
        status: 400,
        error: "InvalidRequestedCount",
        message: "Request between 1 and 20 invites."
      })
    }
    expect(errorOf(await fan.send("POST", "/api/invite-requests", { requestedCount: 5, reason: "   too short   " }))).toEqual({
      status: 400,
      error: "ReasonTooShort",
      message: "Please provide at least 10 characters explaining why you need more invites."
    })
    expect((await fan.get("/api/invite-requests")).json()).toEqual({ requests: [] })
  })

  it("a fan asks, an admin approves once and the count grows; a rejection adds nothing; both are audit-logged", async () => {
    const admin = await signedInAdmin(t, "reviewer@example.com")
    const fan = await signedInUser(t, "fan@example.com", "Fay Fan")
    const first = await fan.send("POST", "/api/invite-requests", { requestedCount: 10, reason: `  ${reason}  ` })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ requestedCount: 10, reason, status: "pending", displayName: "Fay Fan", reviewedAt: null })
    const second = (await fan.send("POST", "/api/invite-requests", { requestedCount: 20, reason })).json()
    expect((await fan.get("/api/invite-requests")).json().requests.map((r: { id: string }) => r.id)).toEqual([second.id, first.json().id])

    const listed = (await admin.get("/api/admin/invite-requests")).json()
    expect(listed.pending.map((r: { id: string }) => r.id)).toEqual([second.id, first.json().id])
    const approved = await admin.send("POST", `/api/admin/invite-requests/${first.json().id}/approve`)
    expect(approved.statusCode).toBe(200)
    expect(approved.json()).toMatchObject({ status: "approved", reviewedAt: expect.any(Number) })
    expect(errorOf(await admin.send("POST", `/api/admin/invite-requests/${first.json().id}/approve`))).toEqual({
      status: 409,
      error: "AlreadyReviewed",
      message: "This request has already been reviewed."
    })
    expect(errorOf(await admin.send("POST", `/api/admin/invite-requests/${first.json().id}/reject`))).toMatchObject({ status: 409 })
    expect((await admin.send("POST", `/api/admin/invite-requests/${second.id}/reject`)).json()).toMatchObject({ status: "rejected" })
    expect((await fan.get("/api/invitations")).json()).toMatchObject({ inviteCount: 15, totalInvitesSent: 0 })
    expect((await fan.get("/api/invite-requests")).json().requests.map((r: { status: string }) => r.status)).toEqual(["rejected", "approved"])

    const after = (await admin.get("/api/admin/invite-requests")).json()
    expect(after.pending).toEqual([])
    expect(after.reviewed.map((r: { id: string }) => r.id)).toEqual([second.id, first.json().id])
    const adminId = (await admin.get("/api/auth/session")).json().user.id
    const [rejection, approval] = await t.runtime.runPromise(AuditLog.use((log) => log.list(2)))
    expect(approval).toMatchObject({
      actorId: adminId,
      action: "invite_request.approved",
      subjectId: first.json().id,
      details: { requestedCount: 10, via: "user" }
    })
    expect(rejection).toMatchObject({ actorId: adminId, action: "invite_request.rejected", subjectId: second.id })
  })

  it("the reviewed table shows the 10 most recent reviews; asking is rate-limited", async () => {
    const admin = await signedInAdmin(t, "busy-admin@example.com")
    // Two fans, as one may ask only 10 times an hour; the burst starts a fixed window, so it cannot straddle two.
    t.clock.advance(DAY / 24 - (t.clock.now() % (DAY / 24)))
    const fans = [await signedInUser(t, "prolific@example.com"), await signedInUser(t, "eager-too@example.com")]
    const ids: Array<string> = []
    for (let i = 0; i < 12; i++) ids.push((await fans[i % 2]!.send("POST", "/api/invite-requests", { requestedCount: 1, reason })).json().id)
    for (const id of ids) expect((await admin.send("POST", `/api/admin/invite-requests/${id}/reject`)).statusCode).toBe(200)
    const reviewed = (await admin.get("/api/admin/invite-requests")).json().reviewed as Array<{ id: string }>
    expect(reviewed.map((r) => r.id)).toEqual(ids.slice(2).reverse())
    const more = []
    for (let i = 0; i < 5; i++) more.push((await fans[0]!.send("POST", "/api/invite-requests", { requestedCount: 1, reason })).statusCode)
    expect(more).toEqual([201, 201, 201, 201, 429])
  })

  it("admin routes: 401 without a session, 403 for fans, 404 for unknown requests", async () => {
    const admin = await signedInAdmin(t, "gatekeeper@example.com")
    const fan = await signedInUser(t, "curious@example.com")
    const id = (await fan.send("POST", "/api/invite-requests", { requestedCount: 5, reason })).json().id
    const anonymous = browser(t.app)
    expect(errorOf(await anonymous.get("/api/admin/invite-requests"))).toMatchObject({ status: 401, error: "NotAuthenticated" })
    expect(errorOf(await anonymous.send("POST", `/api/admin/invite-requests/${id}/approve`))).toMatchObject({ status: 401 })
    expect(errorOf(await fan.get("/api/admin/invite-requests"))).toMatchObject({ status: 403, error: "Forbidden" })
    expect(errorOf(await fan.send("POST", `/api/admin/invite-requests/${id}/approve`))).toMatchObject({ status: 403 })
    expect(errorOf(await fan.send("POST", `/api/admin/invite-requests/${id}/reject`))).toMatchObject({ status: 403 })
    expect((await admin.get("/api/admin/invite-requests")).statusCode).toBe(200)
    for (const bad of ["00000000-0000-4000-8000-00000000dead", "not-an-id"]) {
      expect(errorOf(await admin.send("POST", `/api/admin/invite-requests/${bad}/approve`))).toEqual({
        status: 404,
        error: "InviteRequestNotFound",
        message: "Invite request not found."
      })
    }
    expect((await fan.get("/api/invitations")).json().inviteCount).toBe(5)
  })
})
