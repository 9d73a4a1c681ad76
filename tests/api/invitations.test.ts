/** An invitation from send to a signed-in invitee, and the links that must not work, over HTTP on PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { browser } from "../support/browser.ts"
import { errorOf, signedInUser } from "../support/accounts.ts"
import { clockedPostgresApp, DAY, mailedInvitation } from "../support/invitations.ts"

const invalid = { status: 404, error: "InvalidInvitation", message: "This invitation link is invalid or has expired." }
const expired = { status: 410, error: "InvitationExpired", message: "This invitation link has expired. Please ask for a new one." }

describe("invitations over HTTP (postgres)", () => {
  let t: Awaited<ReturnType<typeof clockedPostgresApp>>
  beforeAll(async () => {
    t = await clockedPostgresApp()
  })
  afterAll(() => t.close())

  const accept = (link: { token: string; inviter: string }, extra: Record<string, string> = {}) =>
    browser(t.app).send("POST", "/api/invitations/accept", { ...link, displayName: "", password: "secret1", ...extra })

  it("send, mail, preview, accept: the invitee is signed in and friends with the inviter", async () => {
    const host = await signedInUser(t, "host@example.com", "Hana Host")
    expect((await host.get("/api/invitations")).json()).toEqual({ inviteCount: 5, totalInvitesSent: 0, invitations: [] })
    const sent = await host.send("POST", "/api/invitations", { email: " Guest@Example.com " })
    expect(sent.statusCode).toBe(201)
    const { invitation, inviteCount, outcome } = sent.json()
    expect({ outcome, inviteCount }).toEqual({ outcome: "invitation_sent", inviteCount: 4 })
    expect(invitation).toMatchObject({ email: "Guest@Example.com", status: "pending" })
    expect(invitation.expiresAt - invitation.createdAt).toBe(7 * DAY)
    expect((await host.get("/api/invitations")).json()).toMatchObject({ inviteCount: 4, totalInvitesSent: 1, invitations: [invitation] })

    const link = await mailedInvitation(t, "Guest@Example.com")
    const hostId = (await host.get("/api/auth/session")).json().user.id
    expect(link.inviter).toBe(hostId)
    expect(link.subject).toContain("Hana Host")
    expect(Buffer.from(link.token, "base64url").length).toBeGreaterThanOrEqual(16)
    expect(sent.body).not.toContain(link.token)

    const guest = browser(t.app)
    expect((await guest.get(`/api/invitations/preview?${link.query}`)).json()).toEqual({ email: "Guest@Example.com", inviterName: "Hana Host" })
    const joined = await guest.send("POST", "/api/invitations/accept", { token: link.token, inviter: link.inviter, displayName: " ", password: "secret1" })
    expect(joined.statusCode).toBe(201)
    expect(joined.json().user).toMatchObject({ email: "Guest@Example.com", role: "user", displayName: "Guest" })
    expect((await guest.get("/api/auth/session")).statusCode).toBe(200)
    expect((await guest.get("/api/friends")).json().friends.map((f: { userId: string }) => f.userId)).toEqual([hostId])
    expect((await host.get("/api/friends")).json().friends.map((f: { displayName: string }) => f.displayName)).toEqual(["Guest"])
    expect((await guest.get("/api/profile")).json()).toMatchObject({ displayName: "Guest", inviteCount: 5, totalInvitesSent: 0 })
    expect((await host.get("/api/invitations")).json()).toEqual({ inviteCount: 4, totalInvitesSent: 1, invitations: [] })
    expect((await browser(t.app).send("POST", "/api/auth/sign-in", { email: "guest@example.com", password: "secret1" })).statusCode).toBe(200)

    expect(errorOf(await guest.get(`/api/invitations/preview?${link.query}`))).toEqual(invalid)
    expect(errorOf(await accept(link))).toEqual(invalid)
  })

  it("a link expires after 7 days", async () => {
    const host = await signedInUser(t, "timekeeper@example.com")
    await host.send("POST", "/api/invitations", { email: "late@example.com" })
    const link = await mailedInvitation(t, "late@example.com")
    t.clock.advance(7 * DAY - 60_000)
    expect((await browser(t.app).get(`/api/invitations/preview?${link.query}`)).statusCode).toBe(200)
    t.clock.advance(60_000)
    expect(errorOf(await browser(t.app).get(`/api/invitations/preview?${link.query}`))).toEqual(expired)
    expect(errorOf(await accept(link))).toEqual(expired)
  })

  it("a cancelled link, another inviter's id, or a malformed query do not work; the invite is not refunded", async () => {
    const host = await signedInUser(t, "canceller@example.com")
    const other = await signedInUser(t, "bystander@example.com")
    const { invitation } = (await host.send("POST", "/api/invitations", { email: "gone@example.com" })).json()
    const link = await mailedInvitation(t, "gone@example.com")
    const otherId = (await other.get("/api/auth/session")).json().user.id
    expect(errorOf(await browser(t.app).get(`/api/invitations/preview?token=${encodeURIComponent(link.token)}&inviter=${otherId}`))).toEqual(invalid)
    expect(errorOf(await accept({ ...link, inviter: "not-a-user" }))).toEqual(invalid)
    expect(errorOf(await browser(t.app).get("/api/invitations/preview?token=abc"))).toMatchObject({ status: 400, error: "InvalidRequest" })
    expect((await host.send("DELETE", `/api/invitations/${invitation.id}`)).statusCode).toBe(204)
    expect(errorOf(await browser(t.app).get(`/api/invitations/preview?${link.query}`))).toEqual(invalid)
    expect(errorOf(await accept(link))).toEqual(invalid)
    expect((await host.get("/api/invitations")).json()).toEqual({ inviteCount: 4, totalInvitesSent: 1, invitations: [] })
  })

  it("accepting refuses a short password, and an address registered meanwhile, leaving the invitation pending", async () => {
    const host = await signedInUser(t, "patient@example.com")
    await host.send("POST", "/api/invitations", { email: "eager@example.com" })
    const link = await mailedInvitation(t, "eager@example.com")
    expect(errorOf(await accept(link, { password: "12345" }))).toEqual({
      status: 400,
      error: "PasswordTooShort",
      message: "Password must be at least 6 characters long."
    })
    await signedInUser(t, "eager@example.com")
    expect(errorOf(await accept(link))).toEqual({ status: 409, error: "UserAlreadyRegistered", message: "User already registered" })
    expect((await host.get("/api/invitations")).json().invitations).toHaveLength(1)
  })

  it("anonymous visitors get 401 on the signed-in routes", async () => {
    const anonymous = browser(t.app)
    for (const res of [
      await anonymous.get("/api/invitations"),
      await anonymous.send("POST", "/api/invitations", { email: "x@example.com" }),
      await anonymous.send("DELETE", "/api/invitations/00000000-0000-4000-8000-000000000001"),
      await anonymous.send("POST", "/api/invitations/00000000-0000-4000-8000-000000000001/resend"),
      await anonymous.get("/api/invite-requests"),
      await anonymous.send("POST", "/api/invite-requests", { requestedCount: 5, reason: "for my friends" })
    ])
      expect(errorOf(res)).toMatchObject({ status: 401, error: "NotAuthenticated" })
  })
})
