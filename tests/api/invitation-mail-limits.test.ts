/**
 * Invitation mail cannot be turned on a person's inbox: resends of one invitation are limited per day, and so
 * is invitation mail to one recipient, whoever sends it; the inviter's name is quoted, one line, capped.
 * Only mail actually queued counts, so nobody can spend a stranger's quota with requests that are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { invitationMailPolicy } from "../../domain/invitations/limits.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { errorOf, signedInAdmin, signedInUser } from "../support/accounts.ts"
import { mailCount, memoryApp, postgresApp, postgresAppOn, type TestApp } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { clockedPostgresApp, DAY, mailedInvitation } from "../support/invitations.ts"
import { testDatabase } from "../support/pg.ts"
import { startRedis } from "../support/redis.ts"

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
    expect(mail.subject).toBe("Soundcheck: “Visit www.evil.example to claim your fr…” invited you to join")
  })
})

/** Invitation mails queued for `to` (its waitlist confirmation is not one). */
const invitationMails = async (t: TestApp, to: string) =>
  (await t.runtime.runPromise(MailOutbox.use((outbox) => outbox.list({ limit: 100, to })))).filter((mail) => mail.text.includes("/invite?token=")).length

const postgresWithRedis = async (): Promise<TestApp> => {
  const redis = await startRedis()
  const db = await testDatabase()
  const t = await postgresAppOn(db.url, { redisUrl: redis.url })
  return {
    ...t,
    close: async () => {
      await t.close()
      await db.drop()
      await redis.stop()
    }
  }
}

describe.each([
  ["memory", () => memoryApp()],
  ["postgres", () => postgresApp()],
  ["postgres with counters in Redis", postgresWithRedis]
])("a recipient's invitation mail quota (%s)", (_name, makeApp: () => Promise<TestApp>) => {
  let t: TestApp
  beforeAll(async () => {
    t = await makeApp()
  })
  afterAll(() => t.close())

  it("is spent only by mail actually queued: no refusal, for any reason, counts against it", async () => {
    const target = "newfriend@example.test"
    const quota = invitationMailPolicy.perRecipient
    // A member who has spent their five invites.
    const broke = await signedInUser(t, "broke@example.com")
    for (let n = 0; n < 5; n++) expect((await broke.send("POST", "/api/invitations", { email: `spent${n}@example.com` })).statusCode).toBe(201)
    for (let n = 0; n <= quota; n++) {
      expect(errorOf(await broke.send("POST", "/api/invitations", { email: target }))).toMatchObject({ status: 409, error: "NoInvitesRemaining" })
      expect(errorOf(await broke.send("POST", "/api/friend-requests", { email: target }))).toMatchObject({ status: 409, error: "NoInvitesRemaining" })
    }
    const alice = await signedInUser(t, "alice@example.com")
    expect((await alice.send("POST", "/api/invitations", { email: target })).statusCode).toBe(201)
    for (let n = 0; n <= quota; n++) {
      expect(errorOf(await alice.send("POST", "/api/invitations", { email: target }))).toMatchObject({ status: 409, error: "AlreadyInvited" })
    }
    // Resending someone else's invitation is refused as unknown, and counts nothing either.
    const [aliceInvitation] = (await alice.get("/api/invitations")).json().invitations
    expect(errorOf(await broke.send("POST", `/api/invitations/${aliceInvitation.id}/resend`))).toMatchObject({ status: 404, error: "InvitationNotFound" })
    // The admin's invitation to an address not on the waitlist is refused and counts nothing; once listed, it is sent.
    const admin = await signedInAdmin(t, "admin@example.com")
    expect(errorOf(await admin.send("POST", "/api/admin/waitlist/invite", { email: target }))).toMatchObject({ status: 404, error: "NotOnWaitlist" })
    expect((await browser(t.app, "198.51.100.9").send("POST", "/api/waitlist", { email: target })).statusCode).toBe(200)
    expect((await admin.send("POST", "/api/admin/waitlist/invite", { email: target })).statusCode).toBe(200)

    // The quota still holds for mail that is sent.
    const others = await Promise.all(Array.from({ length: quota - 1 }, (_, n) => signedInUser(t, `friend${n}@example.com`)))
    for (const other of others.slice(0, -1)) expect((await other.send("POST", "/api/invitations", { email: target })).statusCode).toBe(201)
    expect(errorOf(await others.at(-1)!.send("POST", "/api/invitations", { email: target }))).toMatchObject({ status: 429, error: "RateLimited" })
    expect(await invitationMails(t, target)).toBe(quota)
  })
})

describe("two invitations at once to an address with one mail left (postgres)", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await postgresApp()
  })
  afterAll(() => t.close())

  it("one is sent and the other refused, with nothing spent or stored for it", async () => {
    const target = "contested@example.com"
    const quota = invitationMailPolicy.perRecipient
    const inviters = await Promise.all(Array.from({ length: quota + 1 }, (_, n) => signedInUser(t, `racer${n}@example.com`)))
    for (const inviter of inviters.slice(0, quota - 1)) expect((await inviter.send("POST", "/api/invitations", { email: target })).statusCode).toBe(201)
    const racers = inviters.slice(quota - 1)
    const answers = await Promise.all(racers.map((racer) => racer.send("POST", "/api/invitations", { email: target })))
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429])
    expect(await mailCount(t, target)).toBe(quota)
    const overviews = await Promise.all(racers.map(async (racer) => (await racer.get("/api/invitations")).json()))
    expect(overviews.map((overview) => overview.invitations.length).sort()).toEqual([0, 1])
    expect(overviews.map((overview) => overview.inviteCount).sort()).toEqual([4, 5])
  })
})
