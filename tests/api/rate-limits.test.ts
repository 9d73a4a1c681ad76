/**
 * Abuse limits: every limited action is counted per account (the e-mail given, or the signed-in user) AND per
 * client address; the attempt over either limit is answered 429 with Retry-After and a clear message, and
 * changes nothing. The counters live in the store, so two API instances on one database (or one Redis)
 * share them.
 */
import { randomUUID } from "node:crypto"
import type { LightMyRequestResponse } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { redisClient } from "../../adapters/redis/rate-limiter.redis.ts"
import { policies } from "../../domain/accounts/rate-limit.ts"
import { feedbackPolicies } from "../../domain/feedback/limits.ts"
import { invitationPolicies } from "../../domain/invitations/limits.ts"
import { errorOf, signedInUser } from "../support/accounts.ts"
import { memoryApp, postgresAppOn, type TestApp } from "../support/app.ts"
import { type Browser, browser } from "../support/browser.ts"
import { memoryFingerprint } from "../support/fingerprint.ts"
import { queryRows, testDatabase } from "../support/pg.ts"
import { startRedis } from "../support/redis.ts"

const LIMITED = { status: 429, error: "RateLimited", message: "Too many attempts. Please wait a few minutes and try again." }

/** The same session (cookie jar) seen from another client address. */
const from = (t: TestApp, b: Browser, ip: string): Browser => browser(t.app, ip, b.cookies)

const addressOf = (i: number) => `198.51.100.${(i % 250) + 1}`

interface Limited {
  readonly windowMs: number
  readonly perAccount: number
  readonly perAddress: number
  /** Who acts: a visitor names the account in the body; a user is the account. */
  readonly by: "visitor" | "user"
  /** The i-th attempt (each a new subject: a new address to sign up, a new title, a new id). */
  readonly attempt: (b: Browser, i: number, account: string) => Promise<LightMyRequestResponse>
}

const byEmail = (p: { windowMs: number; perEmail: number; perAddress: number }) => ({ windowMs: p.windowMs, perAccount: p.perEmail, perAddress: p.perAddress })
const byUser = (p: { windowMs: number; perUser: number; perAddress: number }) => ({ windowMs: p.windowMs, perAccount: p.perUser, perAddress: p.perAddress })

// Sign-in counts failures only, with its own rule: tests/api/account-edges.test.ts.
const actions: Record<string, Limited> = {
  "sign-up": {
    ...byEmail(policies["sign-up"]),
    by: "visitor",
    attempt: (b, _i, email) => b.send("POST", "/api/auth/sign-up", { email, password: "long enough" })
  },
  "resend confirmation": {
    ...byEmail(policies["resend-confirmation"]),
    by: "visitor",
    attempt: (b, _i, email) => b.send("POST", "/api/auth/resend-confirmation", { email })
  },
  "forgot password": {
    ...byEmail(policies["forgot-password"]),
    by: "visitor",
    attempt: (b, _i, email) => b.send("POST", "/api/auth/forgot-password", { email })
  },
  "friend request": {
    ...byEmail(policies["friend-request"]),
    by: "user",
    attempt: (b) => b.send("POST", "/api/friend-requests", { userId: randomUUID() })
  },
  invitation: {
    ...byUser(invitationPolicies["invitation-send"]),
    by: "user",
    attempt: (b, i) => b.send("POST", "/api/invitations", { email: `invitee-${i}@example.com` })
  },
  "invitation resend": {
    ...byUser(invitationPolicies["invitation-send"]),
    by: "user",
    attempt: (b) => b.send("POST", `/api/invitations/${randomUUID()}/resend`)
  },
  "invite request": {
    ...byUser(invitationPolicies["invite-request"]),
    by: "user",
    attempt: (b) => b.send("POST", "/api/invite-requests", { requestedCount: 5, reason: "Friends keep asking to join." })
  },
  feedback: {
    ...byUser(feedbackPolicies.feedback),
    by: "user",
    attempt: (b, i) => b.send("POST", "/api/feedback", { title: `Idea ${i}`, description: "A longer description of it." })
  },
  "concert suggestion": {
    ...byUser(feedbackPolicies["concert-suggestion"]),
    by: "user",
    // Counted before the form's rules: a refused date keeps the daily cap of stored suggestions (issue #29) out of the way.
    attempt: (b, i) => b.send("POST", "/api/concerts/suggestions", { artist: `Band ${i}`, venue: "Hall", city: "Rome", date: "someday" })
  }
}

const expectLimited = async (t: TestApp, windowMs: number, attempt: () => Promise<LightMyRequestResponse>) => {
  const before = await memoryFingerprint(t)
  const res = await attempt()
  expect(errorOf(res)).toEqual(LIMITED)
  const wait = Number(res.headers["retry-after"])
  expect(Number.isInteger(wait) && wait >= 1 && wait <= windowMs / 1000).toBe(true)
  expect(await memoryFingerprint(t)).toEqual(before)
}

/** Runs `count` attempts and expects none of them limited. */
const allowed = async (count: number, attempt: (i: number) => Promise<LightMyRequestResponse>) => {
  for (let i = 0; i < count; i++) {
    const res = await attempt(i)
    expect(res.statusCode, `attempt ${i + 1}: ${res.body}`).not.toBe(429)
  }
}

describe("abuse limits, per account and per address", () => {
  for (const [name, limited] of Object.entries(actions)) {
    describe(name, () => {
      let t: TestApp
      let n = 0
      beforeAll(async () => {
        t = await memoryApp()
      })
      afterAll(() => t.close())
      /** An account: an e-mail for a visitor's action, a signed-in user (signed up from its own address) for a user's. */
      const account = async (): Promise<{ email: string; b: Browser }> => {
        const email = `account-${++n}@example.com`
        return { email, b: limited.by === "user" ? await signedInUser(t, email) : browser(t.app) }
      }

      it(`the account's attempt ${limited.perAccount + 1} is refused, from whatever address`, async () => {
        const { email, b } = await account()
        await allowed(limited.perAccount, (i) => limited.attempt(from(t, b, addressOf(i)), i, email))
        await expectLimited(t, limited.windowMs, () => limited.attempt(from(t, b, "203.0.113.99"), 999, email))
        // Another account is not held back by it.
        const fresh = await account()
        expect((await limited.attempt(from(t, fresh.b, "203.0.113.99"), 1000, fresh.email)).statusCode).not.toBe(429)
      })

      it(`the address's attempt ${limited.perAddress + 1} is refused, whichever account`, async () => {
        const shared = "203.0.113.50"
        let done = 0
        while (done < limited.perAddress) {
          const { email, b } = await account()
          const share = Math.min(limited.perAccount, limited.perAddress - done)
          await allowed(share, (i) => limited.attempt(from(t, b, shared), done + i, email))
          done += share
        }
        const { email, b } = await account()
        await expectLimited(t, limited.windowMs, () => limited.attempt(from(t, b, shared), done, email))
        // The same account from another address is not held back.
        expect((await limited.attempt(from(t, b, "203.0.113.51"), done + 1, email)).statusCode).not.toBe(429)
      })
    })
  }
})

/** Two instances on one PostgreSQL database share the counters too: tests/api/two-instances.test.ts. */
describe("with REDIS_URL, the counters live in Redis, shared between API instances", () => {
  it("attempts on either instance count against one limit, and the counters are Redis's", async () => {
    const redis = await startRedis()
    const db = await testDatabase()
    const instances = [await postgresAppOn(db.url, { redisUrl: redis.url }), await postgresAppOn(db.url, { redisUrl: redis.url })]
    const client = redisClient(redis.url)
    try {
      const email = "shared@example.com"
      const { perEmail } = policies["forgot-password"]
      const ask = (i: number) =>
        instances[i % 2]!.app.inject({
          method: "POST",
          url: "/api/auth/forgot-password",
          payload: { email },
          headers: { "x-soundcheck-csrf": "1" },
          remoteAddress: addressOf(i)
        })
      for (let i = 0; i < perEmail; i++) expect((await ask(i)).statusCode).toBe(200)
      for (const i of [perEmail, perEmail + 1]) {
        const res = await ask(i)
        expect(errorOf(res)).toEqual(LIMITED)
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0)
      }
      const keys = await client.keys("soundcheck:rate:forgot-password:email:*")
      expect(keys).toEqual([expect.stringMatching(/^soundcheck:rate:forgot-password:email:shared@example\.com:\d+$/)])
      expect(await queryRows(db.url, "SELECT key FROM rate_limits")).toEqual([])
      client.disconnect()
      // Redis gone: a limited action fails fast as unavailable (503), never a 500.
      if (!process.env.TEST_REDIS_URL) {
        await redis.stop()
        const down = await ask(100)
        expect(errorOf(down)).toMatchObject({ status: 503, error: "Unavailable" })
      }
    } finally {
      client.disconnect()
      for (const i of instances) await i.close()
      await db.drop()
      await redis.stop()
    }
  })
})
