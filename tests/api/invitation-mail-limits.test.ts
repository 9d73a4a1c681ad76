/**
 * Invitation mail cannot be turned on a person's inbox: resends of one invitation are limited per day, and so
 * is invitation mail to one recipient, whoever sends it; the inviter's name is quoted, one line, capped.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { invitationMailPolicy } from "../../domain/invitations/limits.ts"
import { errorOf, signedInUser } from "../support/accounts.ts"
import { mailCount } from "../support/app.ts"
import { clockedPostgresApp, DAY, mailedInvitation } from "../support/invitations.ts"

describe("invitation mail limits (postgres)", () => {
  let t: Awaited<ReturnType<typeof clockedPostgresApp>>
  beforeAll(async () => {
    t = await clockedPostgresApp()
  })
  afterAll(() => t.close())

  it(`an invitation is resent at most ${invitationMailPolicy.resendsPerInvitation} times a day; the next day it may be again`, async () => {
    const host = await signedInUser(t, "resender@example.com", "Resender")
    const { invitation } = (await host.send("POST", "/api/invitations", { email: "resent@example.com" })).json()
    for (let n = 0; n < invitationMailPolicy.resendsPerInvitation; n++) {
      expect((await host.send("POST", `/api/invitations/${invitation.id}/resend`)).statusCode).toBe(200)
    }
    const refused = await host.send("POST", `/api/invitations/${invitation.id}/resend`)
    expect(errorOf(refused)).toMatchObject({ status: 429, error: "RateLimited" })
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0)
    expect(await mailCount(t, "resent@example.com")).toBe(1 + invitationMailPolicy.resendsPerInvitation)
    t.clock.advance(DAY)
    expect((await host.send("POST", `/api/invitations/${invitation.id}/resend`)).statusCode).toBe(200)
  })

  it(`one address receives at most ${invitationMailPolicy.perRecipient} invitation mails a day, from however many inviters`, async () => {
    const target = "popular@example.com"
    const inviters = await Promise.all(Array.from({ length: invitationMailPolicy.perRecipient + 1 }, (_, n) => signedInUser(t, `inviter${n}@example.com`)))
    for (const inviter of inviters.slice(0, invitationMailPolicy.perRecipient)) {
      expect((await inviter.send("POST", "/api/invitations", { email: target })).statusCode).toBe(201)
    }
    const last = inviters.at(-1)!
    expect(errorOf(await last.send("POST", "/api/invitations", { email: target }))).toMatchObject({ status: 429, error: "RateLimited" })
    // Refused before anything was spent or stored.
    expect((await last.get("/api/invitations")).json()).toMatchObject({ inviteCount: 5, totalInvitesSent: 0, invitations: [] })
    expect(await mailCount(t, target)).toBe(invitationMailPolicy.perRecipient)
    // A resend to that address is refused too, and its invitation keeps its link.
    const {
      invitations: [first]
    } = (await inviters[0]!.get("/api/invitations")).json()
    expect(errorOf(await inviters[0]!.send("POST", `/api/invitations/${first.id}/resend`))).toMatchObject({ status: 429 })
    expect((await inviters[0]!.get("/api/invitations")).json().invitations[0]).toEqual(first)
  })

  it("the inviter's display name is quoted as a name in the subject, on one line and capped", async () => {
    const host = await signedInUser(t, "longname@example.com", "Visit www.evil.example to claim your free tickets today")
    expect((await host.send("POST", "/api/invitations", { email: "quoted@example.com" })).statusCode).toBe(201)
    const mail = await mailedInvitation(t, "quoted@example.com")
    expect(mail.subject).toBe("“Visit www.evil.example to claim your fr…” invited you to Soundcheck")
  })
})
