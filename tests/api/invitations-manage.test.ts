/** Managing sent invitations and the send rules over HTTP on PostgreSQL: owner-only cancel and resend, refusals. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { errorOf, signedInUser } from "../support/accounts.ts"
import { mailCount } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { clockedPostgresApp, DAY, mailedInvitation } from "../support/invitations.ts"

const HOUR = DAY / 24

const notFound = { status: 404, error: "InvitationNotFound", message: "Invitation not found." }

describe("managing invitations over HTTP (postgres)", () => {
  let t: Awaited<ReturnType<typeof clockedPostgresApp>>
  beforeAll(async () => {
    t = await clockedPostgresApp()
  })
  afterAll(() => t.close())

  it("only the inviter cancels or resends; a resend replaces the link, mails it again and spends nothing", async () => {
    const host = await signedInUser(t, "owner@example.com")
    const intruder = await signedInUser(t, "intruder@example.com")
    const { invitation } = (await host.send("POST", "/api/invitations", { email: "friend@example.com" })).json()
    const first = await mailedInvitation(t, "friend@example.com")
    expect(errorOf(await intruder.send("DELETE", `/api/invitations/${invitation.id}`))).toEqual(notFound)
    expect(errorOf(await intruder.send("POST", `/api/invitations/${invitation.id}/resend`))).toEqual(notFound)
    expect(errorOf(await host.send("DELETE", "/api/invitations/not-an-id"))).toEqual(notFound)
    expect((await host.get("/api/invitations")).json()).toEqual({ inviteCount: 4, totalInvitesSent: 1, invitations: [invitation] })
    expect(await mailCount(t, "friend@example.com")).toBe(1)

    t.clock.advance(3 * DAY)
    const resent = await host.send("POST", `/api/invitations/${invitation.id}/resend`)
    expect(resent.statusCode).toBe(200)
    expect(resent.json().invitation).toMatchObject({ id: invitation.id, email: "friend@example.com", status: "pending" })
    expect(resent.json().invitation.expiresAt).toBeGreaterThanOrEqual(invitation.expiresAt + 3 * DAY)
    expect(await mailCount(t, "friend@example.com")).toBe(2)
    const second = await mailedInvitation(t, "friend@example.com")
    expect(second.token).not.toBe(first.token)
    expect(errorOf(await browser(t.app).get(`/api/invitations/preview?${first.query}`))).toMatchObject({ status: 404, error: "InvalidInvitation" })
    expect((await browser(t.app).get(`/api/invitations/preview?${second.query}`)).statusCode).toBe(200)
    expect((await host.get("/api/invitations")).json()).toMatchObject({ inviteCount: 4, totalInvitesSent: 1 })

    expect((await host.send("DELETE", `/api/invitations/${invitation.id}`)).statusCode).toBe(204)
    expect(errorOf(await host.send("POST", `/api/invitations/${invitation.id}/resend`))).toEqual(notFound)
    expect(errorOf(await host.send("DELETE", `/api/invitations/${invitation.id}`))).toEqual(notFound)
  })

  it("refuses a malformed address, a second invitation to one person, and sending with no invites left", async () => {
    const host = await signedInUser(t, "spender@example.com")
    expect(errorOf(await host.send("POST", "/api/invitations", { email: "not-an-address" }))).toEqual({
      status: 400,
      error: "InvalidEmail",
      message: "Please enter a valid email"
    })
    expect((await host.send("POST", "/api/invitations", { email: "same@example.com" })).statusCode).toBe(201)
    expect(errorOf(await host.send("POST", "/api/invitations", { email: "SAME@example.com" }))).toEqual({
      status: 409,
      error: "AlreadyInvited",
      message: "You have already invited this person."
    })
    for (const n of [1, 2, 3, 4]) expect((await host.send("POST", "/api/invitations", { email: `p${n}@example.com` })).statusCode).toBe(201)
    expect(errorOf(await host.send("POST", "/api/invitations", { email: "sixth@example.com" }))).toEqual({
      status: 409,
      error: "NoInvitesRemaining",
      message: "You've used all your invites. You can request more!"
    })
    expect((await host.get("/api/invitations")).json()).toMatchObject({ inviteCount: 0, totalInvitesSent: 5 })
    expect(await mailCount(t, "sixth@example.com")).toBe(0)
  })

  it("inviting an address with an account sends a friend request instead, and spends no invite", async () => {
    const host = await signedInUser(t, "connector@example.com")
    await signedInUser(t, "member@example.com", "Mia Member")
    const res = await host.send("POST", "/api/invitations", { email: "Member@example.com" })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ outcome: "friend_request_sent", displayName: "Mia Member" })
    expect((await host.get("/api/friend-requests")).json().outgoing).toHaveLength(1)
    expect(errorOf(await host.send("POST", "/api/invitations", { email: "connector@example.com" }))).toMatchObject({
      status: 400,
      error: "CannotFriendYourself"
    })
    expect((await host.get("/api/invitations")).json()).toMatchObject({ inviteCount: 5, totalInvitesSent: 0 })
  })

  it("the Add Friends form invites an address without an account", async () => {
    const host = await signedInUser(t, "adder@example.com")
    const res = await host.send("POST", "/api/friend-requests", { email: "newbie@example.com" })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ invitation: expect.objectContaining({ email: "newbie@example.com", status: "pending" }) })
    expect((await mailedInvitation(t, "newbie@example.com")).inviter).toBe((await host.get("/api/auth/session")).json().user.id)
    expect((await host.get("/api/invitations")).json()).toMatchObject({ inviteCount: 4, totalInvitesSent: 1 })
  })

  it("sends are rate-limited per user", async () => {
    const host = await signedInUser(t, "flooder@example.com")
    // Start at the beginning of a fixed window, so the burst cannot straddle two.
    t.clock.advance(HOUR - (t.clock.now() % HOUR))
    const statuses = []
    for (let i = 0; i < 31; i++) statuses.push((await host.send("POST", "/api/invitations", { email: `flood${i}@example.com` })).statusCode)
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201])
    expect(statuses.slice(5, 30).every((s) => s === 409)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})
