/**
 * No enumeration: a visitor learns whether an address has an account only from the right password of an
 * unconfirmed account ("Email not confirmed"). Everywhere else, sign-up included (where the spec's flow said
 * "User already registered": safety wins, the owner gets a mail instead), an unknown and a known address get
 * the same answer after the same work (one password hash computation either way); invitation links reveal
 * nothing about others.
 */
import { Layer } from "effect"
import type { LightMyRequestResponse } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import { countingHasher } from "../support/counting-hasher.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { signInPolicy } from "../../domain/accounts/rate-limit.ts"
import { PASSWORD, signedInAdmin, signedInUser } from "../support/accounts.ts"
import { fromLayer, mailCount, TEST_PUBLIC_URL, type TestApp } from "../support/app.ts"
import { type Browser, browser } from "../support/browser.ts"
import { mailedInvitation } from "../support/invitations.ts"
import { problem } from "../support/problem.ts"

const hasher = countingHasher()

let t: TestApp
let visitor: Browser
beforeAll(async () => {
  t = await fromLayer(Layer.merge(MemoryAdapters.layer({ publicUrl: TEST_PUBLIC_URL, rateLimitScale: 100 }), hasher.layer))
  visitor = browser(t.app)
  await signedInUser(t, "known@example.com")
  expect((await visitor.send("POST", "/api/auth/sign-up", { email: "pending@example.com", password: PASSWORD })).statusCode).toBe(201)
})
afterAll(() => t.close())

/** What a response tells: status, body, and headers other than the per-request ones. */
const answer = (res: LightMyRequestResponse) => {
  const { date: _date, "x-request-id": _id, ...headers } = res.headers
  return { status: res.statusCode, body: res.body, headers }
}

/** The answer and the number of password hashings of one request. */
const probe = async (send: () => Promise<LightMyRequestResponse>) => {
  const before = hasher.hashings()
  const res = await send()
  return { ...answer(res), hashings: hasher.hashings() - before }
}

/** Probes one request per address, one after another (the hashing count is shared). */
const probeEach = async (emails: ReadonlyArray<string>, send: (email: string) => Promise<LightMyRequestResponse>) => {
  const answers = []
  for (const email of emails) answers.push(await probe(() => send(email)))
  return answers
}

describe("a visitor cannot tell who has an account", () => {
  it("sign-in with a wrong password: an unknown, a confirmed and an unconfirmed address answer alike, after one hashing each", async () => {
    const tries = await probeEach(["nobody@example.com", "known@example.com", "pending@example.com", "KNOWN@example.com "], (email) =>
      visitor.send("POST", "/api/auth/sign-in", { email, password: "wrong password" })
    )
    expect(tries[0]).toMatchObject({ status: 400, body: JSON.stringify(problem(400, "InvalidCredentials", "Invalid login credentials")), hashings: 1 })
    for (const other of tries.slice(1)) expect(other).toEqual(tries[0])
  })

  it("restoring an account (issue #30) with a wrong password: an unknown, a confirmed, an unconfirmed and a deleted address answer alike, after one hashing each", async () => {
    const leaving = await signedInUser(t, "leaving@example.com")
    expect((await leaving.send("POST", "/api/account/deletion", { password: PASSWORD, confirm: "DELETE" })).statusCode).toBe(202)
    const tries = await probeEach(["nobody@example.com", "known@example.com", "pending@example.com", "leaving@example.com"], (email) =>
      visitor.send("POST", "/api/auth/restore", { email, password: "wrong password" })
    )
    expect(tries[0]).toMatchObject({ status: 400, body: JSON.stringify(problem(400, "InvalidCredentials", "Invalid login credentials")), hashings: 1 })
    for (const other of tries.slice(1)) expect(other).toEqual(tries[0])
  })

  it("forgot password: the same answer for an unknown, a confirmed and an unconfirmed address", async () => {
    const answers = await probeEach(["nobody@example.com", "known@example.com", "pending@example.com"], (email) =>
      visitor.send("POST", "/api/auth/forgot-password", { email })
    )
    expect(answers[0]).toMatchObject({ status: 200, body: JSON.stringify({ sent: true }), hashings: 0 })
    for (const other of answers.slice(1)) expect(other).toEqual(answers[0])
  })

  it("resend confirmation: the same answer for an unknown, a confirmed and an unconfirmed address", async () => {
    const answers = await probeEach(["nobody@example.com", "known@example.com", "pending@example.com"], (email) =>
      visitor.send("POST", "/api/auth/resend-confirmation", { email })
    )
    expect(answers[0]).toMatchObject({ status: 200, body: JSON.stringify({ sent: true }) })
    for (const other of answers.slice(1)) expect(other).toEqual(answers[0])
  })

  it("sign-up answers byte for byte alike, after one hashing, for a new, a confirmed and an unconfirmed address", async () => {
    const mailsBefore = await mailCount(t, "known@example.com")
    // The body echoes the address as typed: each existing address is compared with a new one of its length.
    for (const emails of [
      ["novel@example.com", "known@example.com"],
      ["fresher@example.com", "pending@example.com"]
    ]) {
      const answers = await probeEach(emails, (email) => visitor.send("POST", "/api/auth/sign-up", { email, password: PASSWORD }))
      const asTyped = answers.map((a, i) => ({ ...a, body: a.body.replace(emails[i]!, "<typed>") }))
      expect(asTyped[0]).toMatchObject({ status: 201, body: JSON.stringify({ email: "<typed>", confirmationSent: true }), hashings: 1 })
      expect(asTyped[1]).toEqual(asTyped[0])
    }
    // The owner of the confirmed account is told instead, by mail.
    expect(await mailCount(t, "known@example.com")).toBe(mailsBefore + 1)
    const [notice] = await t.runtime.runPromise(MailOutbox.use((outbox) => outbox.list({ limit: 1, to: "known@example.com" })))
    expect(notice!.subject).toBe("Someone tried to sign up to Soundcheck with your address")
    expect(notice!.text).toContain(`${TEST_PUBLIC_URL}/auth`)
  })

  it("when registration is closed, sign-up tells nothing either", async () => {
    const admin = await signedInAdmin(t, "gatekeeper@example.com")
    expect((await admin.send("PUT", "/api/admin/registration", { mode: "invite-only" })).statusCode).toBe(200)
    const closed = await probeEach(["known@example.com", "brand-new@example.com"], (email) =>
      visitor.send("POST", "/api/auth/sign-up", { email, password: PASSWORD })
    )
    expect(closed[0]).toMatchObject({ status: 403, hashings: 0 })
    expect(closed[1]).toEqual(closed[0])
    expect((await admin.send("PUT", "/api/admin/registration", { mode: "open" })).statusCode).toBe(200)
  })
})

describe("invitation links reveal nothing about other invitations", () => {
  it("a wrong token, another inviter's id, a cancelled or someone else's link all answer alike", async () => {
    const host = await signedInUser(t, "host@example.com")
    const neighbour = await signedInUser(t, "neighbour@example.com")
    const hostId = (await host.get("/api/auth/session")).json().user.id as string
    const neighbourId = (await neighbour.get("/api/auth/session")).json().user.id as string
    expect((await host.send("POST", "/api/invitations", { email: "first@example.com" })).statusCode).toBe(201)
    const cancelled = (await host.send("POST", "/api/invitations", { email: "second@example.com" })).json().invitation.id as string
    expect((await neighbour.send("POST", "/api/invitations", { email: "third@example.com" })).statusCode).toBe(201)
    const mine = await mailedInvitation(t, "first@example.com")
    const cancelledLink = await mailedInvitation(t, "second@example.com")
    const theirs = await mailedInvitation(t, "third@example.com")
    expect((await host.send("DELETE", `/api/invitations/${cancelled}`)).statusCode).toBe(204)

    const preview = (token: string, inviter: string) =>
      visitor.get(`/api/invitations/preview?token=${encodeURIComponent(token)}&inviter=${encodeURIComponent(inviter)}`)
    // The holder of a valid link sees that invitation's address and inviter, nothing more.
    expect((await preview(mine.token, mine.inviter)).json()).toEqual({ email: "first@example.com", inviterName: "host" })
    const refusals = await Promise.all(
      [
        preview("not-a-token", hostId),
        preview(`${mine.token.slice(0, -1)}x`, hostId),
        preview(mine.token, neighbourId),
        preview(theirs.token, hostId),
        preview(cancelledLink.token, cancelledLink.inviter),
        preview(mine.token, "00000000-0000-4000-8000-000000000000")
      ].map(async (res) => answer(await res))
    )
    expect(refusals[0]).toMatchObject({
      status: 404,
      body: JSON.stringify(problem(404, "InvalidInvitation", "This invitation link is invalid or has expired."))
    })
    for (const other of refusals.slice(1)) expect(other).toEqual(refusals[0])
  })
})

describe("past the sign-in budget, nothing asks for a password hash", () => {
  it("sign-in, restore (issue #30) and account deletion are refused before any hashing, for an unknown address too", async () => {
    const limited = await fromLayer(Layer.merge(MemoryAdapters.layer({ publicUrl: TEST_PUBLIC_URL }), hasher.layer))
    try {
      const owner = await signedInUser(limited, "guessed@example.com")
      // A stranger's failures from the owner's address (the owner's session cookie is for /api, its device cookie for /api/auth).
      const stranger = browser(limited.app)
      for (const email of ["guessed@example.com", "nobody@example.com"]) {
        for (let i = 0; i < signInPolicy.perEmailFromAddress; i++) {
          expect((await stranger.send("POST", "/api/auth/sign-in", { email, password: `guess ${i}` })).statusCode).toBe(400)
        }
      }
      for (const send of [
        () => stranger.send("POST", "/api/auth/sign-in", { email: "guessed@example.com", password: PASSWORD }),
        () => stranger.send("POST", "/api/auth/restore", { email: "guessed@example.com", password: PASSWORD }),
        () => stranger.send("POST", "/api/auth/sign-in", { email: "nobody@example.com", password: PASSWORD }),
        () => stranger.send("POST", "/api/auth/restore", { email: "nobody@example.com", password: PASSWORD }),
        () => owner.send("POST", "/api/account/deletion", { password: PASSWORD, confirm: "DELETE" })
      ]) {
        const { status, hashings } = await probe(send)
        expect({ status, hashings }).toEqual({ status: 429, hashings: 0 })
      }
    } finally {
      await limited.close()
    }
  })
})
