/**
 * The edges of accounts and sessions: a squatted sign-up never takes an address over, the confirmation link
 * confirms only (with the sign-up's password) and signs nobody in, links die with a reset, a reset and
 * "sign out of all devices" revoke the calendar feed, made-up tokens cost no hashing, sign-in limits count
 * failures only, addresses are compared in NFC, sign-out ends the access token's session, and an access
 * token is honoured only for its own user's session.
 */
import { mkdtemp, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { Effect, Layer, Option } from "effect"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import { migrate, readMigrations } from "../../adapters/postgres/migrate.ts"
import { signInPolicy, tokenPolicies } from "../../domain/accounts/rate-limit.ts"
import { startSession } from "../../domain/accounts/sessions.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { createCalendarFeed } from "../../domain/concerts/calendar.ts"
import { errorOf, PASSWORD, signedInUser } from "../support/accounts.ts"
import { fromLayer, mailCount, mailedToken, memoryApp, postgresApp, TEST_PUBLIC_URL, type TestApp } from "../support/app.ts"
import { type Browser, browser } from "../support/browser.ts"
import { countingHasher } from "../support/counting-hasher.ts"
import { freshDatabase } from "../support/test-database.ts"

const feedPath = (url: string) => url.slice(TEST_PUBLIC_URL.length)

const createFeed = async (b: Browser) => {
  const created = await b.send("POST", "/api/settings/calendar-feed")
  expect(created.statusCode, created.body).toBe(200)
  return feedPath(created.json().url as string)
}

const INVALID_TOKEN = { status: 400, error: "InvalidToken", message: "This link is invalid or has expired." }
const INVALID_CREDENTIALS = { status: 400, error: "InvalidCredentials", message: "Invalid login credentials" }

for (const [name, make] of [
  ["memory", memoryApp],
  ["postgres", postgresApp]
] as const) {
  describe(`account edges over HTTP (${name})`, () => {
    let t: TestApp
    beforeAll(async () => {
      t = await make()
    })
    afterAll(() => t.close())

    const signIn = (email: string, password: string, ip = "203.0.113.7") => browser(t.app, ip).send("POST", "/api/auth/sign-in", { email, password })

    it("a squatter's sign-up is replaced by the owner's: the squatter's link and password never work", async () => {
      const squatter = browser(t.app, "198.51.100.66")
      expect(
        (await squatter.send("POST", "/api/auth/sign-up", { email: "victim@example.com", password: "attacker-pw", displayName: "Mallory" })).statusCode
      ).toBe(201)
      const squattersLink = await mailedToken(t, "victim@example.com")
      // The owner follows the link without having signed up: without the squatter's password it confirms nothing.
      const owner = browser(t.app)
      expect(errorOf(await owner.send("POST", "/api/auth/confirm", { token: squattersLink, password: "a guess" }))).toEqual(INVALID_CREDENTIALS)
      expect(owner.cookies.size).toBe(0)
      expect(await mailCount(t, "victim@example.com")).toBe(1)

      expect((await owner.send("POST", "/api/auth/sign-up", { email: "victim@example.com", password: "owner-secret", displayName: "Vic" })).statusCode).toBe(
        201
      )
      expect(errorOf(await squatter.send("POST", "/api/auth/confirm", { token: squattersLink, password: "attacker-pw" }))).toEqual(INVALID_TOKEN)
      const confirmed = await owner.send("POST", "/api/auth/confirm", { token: await mailedToken(t, "victim@example.com"), password: "owner-secret" })
      expect([confirmed.statusCode, confirmed.json()]).toEqual([200, { email: "victim@example.com" }])
      // Confirming signs nobody in.
      expect(owner.cookies.size).toBe(0)
      expect(errorOf(await signIn("victim@example.com", "attacker-pw", "198.51.100.66"))).toEqual(INVALID_CREDENTIALS)
      const session = await signIn("victim@example.com", "owner-secret")
      expect(session.statusCode).toBe(200)
      expect(session.json().user.displayName).toBe("Vic")
    })

    it("an owner who never signed up takes the address with a reset; the squatter's link and password end", async () => {
      await browser(t.app, "198.51.100.67").send("POST", "/api/auth/sign-up", { email: "never@example.com", password: "attacker-pw" })
      const squattersLink = await mailedToken(t, "never@example.com")
      await browser(t.app).send("POST", "/api/auth/forgot-password", { email: "never@example.com" })
      const reset = await browser(t.app).send("POST", "/api/auth/reset-password", {
        token: await mailedToken(t, "never@example.com", "/auth/reset-password"),
        password: "mine-now"
      })
      expect(reset.statusCode, reset.body).toBe(200)
      expect(errorOf(await browser(t.app).send("POST", "/api/auth/confirm", { token: squattersLink, password: "attacker-pw" }))).toEqual(INVALID_TOKEN)
      expect(errorOf(await signIn("never@example.com", "attacker-pw", "198.51.100.67"))).toEqual(INVALID_CREDENTIALS)
      expect((await signIn("never@example.com", "mine-now")).statusCode).toBe(200)
    })

    it("whatever an unconfirmed account had (sessions, calendar feed) ends when a reset confirms the address", async () => {
      await browser(t.app, "198.51.100.68").send("POST", "/api/auth/sign-up", { email: "planted@example.com", password: "attacker-pw" })
      // Planted straight through the use cases: the API itself gives an unconfirmed account neither.
      const planted = await t.runtime.runPromise(
        Effect.gen(function* () {
          const user = Option.getOrThrow(yield* (yield* UserRepo).findByEmail("planted@example.com"))
          const session = yield* startSession(user)
          return { refreshToken: session.refreshToken, feed: feedPath((yield* createCalendarFeed(user.id)).url) }
        })
      )
      const squatter = browser(t.app, "198.51.100.68")
      squatter.cookies.set("sc_refresh", { value: planted.refreshToken, path: "/api/auth", httpOnly: true, sameSite: "Lax" })
      expect((await browser(t.app).get(planted.feed)).statusCode).toBe(200)

      await browser(t.app).send("POST", "/api/auth/forgot-password", { email: "planted@example.com" })
      const token = await mailedToken(t, "planted@example.com", "/auth/reset-password")
      expect((await browser(t.app).send("POST", "/api/auth/reset-password", { token, password: "owner-pw" })).statusCode).toBe(200)
      expect((await squatter.send("POST", "/api/auth/refresh")).statusCode).toBe(401)
      expect((await browser(t.app).get(planted.feed)).statusCode).toBe(404)
    })

    it("a password reset ends every other reset and confirmation link of the account, and its sessions", async () => {
      const b = browser(t.app)
      await b.send("POST", "/api/auth/sign-up", { email: "links@example.com", password: PASSWORD })
      const confirmLink = await mailedToken(t, "links@example.com")
      await b.send("POST", "/api/auth/forgot-password", { email: "links@example.com" })
      const firstReset = await mailedToken(t, "links@example.com", "/auth/reset-password")
      await b.send("POST", "/api/auth/forgot-password", { email: "links@example.com" })
      const secondReset = await mailedToken(t, "links@example.com", "/auth/reset-password")
      expect((await b.send("POST", "/api/auth/reset-password", { token: secondReset, password: "brand new" })).statusCode).toBe(200)
      expect(errorOf(await browser(t.app).send("POST", "/api/auth/reset-password", { token: firstReset, password: "other one" }))).toEqual(INVALID_TOKEN)
      expect(errorOf(await browser(t.app).send("POST", "/api/auth/confirm", { token: confirmLink, password: PASSWORD }))).toEqual(INVALID_TOKEN)
      expect((await signIn("links@example.com", "brand new")).statusCode).toBe(200)
    })

    it("the calendar feed's URL answers 404 after a password reset and after signing out of all devices", async () => {
      const b = await signedInUser(t, "feeds@example.com")
      const first = await createFeed(b)
      expect((await browser(t.app).get(first)).statusCode).toBe(200)
      await b.send("POST", "/api/auth/forgot-password", { email: "feeds@example.com" })
      const reset = browser(t.app)
      await reset.send("POST", "/api/auth/reset-password", {
        token: await mailedToken(t, "feeds@example.com", "/auth/reset-password"),
        password: "after reset"
      })
      expect(errorOf(await browser(t.app).get(first))).toMatchObject({ status: 404, error: "CalendarFeedNotFound" })
      expect((await reset.get("/api/settings/calendar-feed")).json()).toEqual({ active: false })

      const second = await createFeed(reset)
      expect((await browser(t.app).get(second)).statusCode).toBe(200)
      expect((await reset.send("POST", "/api/auth/sign-out-all")).statusCode).toBe(204)
      expect(errorOf(await browser(t.app).get(second))).toMatchObject({ status: 404, error: "CalendarFeedNotFound" })
    })

    it("addresses are compared in NFC: a decomposed spelling is the same account", async () => {
      const composed = "zo\u00eb@example.com"
      const decomposed = "zoe\u0308@example.com"
      const b = browser(t.app)
      expect((await b.send("POST", "/api/auth/sign-up", { email: decomposed, password: "first-pw" })).json()).toEqual({
        email: composed,
        confirmationSent: true
      })
      // The second spelling replaces the pending sign-up instead of making a second account.
      expect((await b.send("POST", "/api/auth/sign-up", { email: composed, password: "second-pw" })).statusCode).toBe(201)
      const users = await t.runtime.runPromise(UserRepo.use((repo) => repo.list()))
      expect(users.filter((u) => u.email.normalize("NFC").startsWith("zo\u00eb@"))).toHaveLength(1)
      expect((await b.send("POST", "/api/auth/confirm", { token: await mailedToken(t, composed), password: "second-pw" })).statusCode).toBe(200)
      expect((await signIn(decomposed.toUpperCase(), "second-pw")).json().user.email).toBe(composed)
    })

    it("sign-out with only the access cookie ends that session; a forged access token ends nothing", async () => {
      const b = await signedInUser(t, "half-cookies@example.com")
      const access = b.cookies.get("sc_access")!
      const other = browser(t.app)
      await other.send("POST", "/api/auth/sign-in", { email: "half-cookies@example.com", password: PASSWORD })
      const claims = t.app.jwt.decode<{ sub: string; sid: string }>(other.cookies.get("sc_access")!.value)!
      const forger = browser(t.app)
      const [header, , signature] = access.value.split(".")
      const payload = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 })).toString("base64url")
      forger.cookies.set("sc_access", { ...access, value: `${header}.${payload}.${signature}` })
      expect((await forger.send("POST", "/api/auth/sign-out")).statusCode).toBe(204)
      expect((await other.get("/api/auth/session")).statusCode).toBe(200)

      const accessOnly = browser(t.app)
      accessOnly.cookies.set("sc_access", access)
      expect((await accessOnly.send("POST", "/api/auth/sign-out")).statusCode).toBe(204)
      const replay = browser(t.app)
      replay.cookies.set("sc_access", access)
      expect((await replay.get("/api/auth/session")).statusCode).toBe(401)
      expect((await b.send("POST", "/api/auth/refresh")).statusCode).toBe(401)
      expect((await other.get("/api/auth/session")).statusCode).toBe(200)
    })

    it("an access token whose session belongs to another user is refused", async () => {
      const mine = await signedInUser(t, "mine@example.com")
      const theirs = await signedInUser(t, "theirs@example.com")
      const me = t.app.jwt.decode<{ sub: string; sid: string }>(mine.cookies.get("sc_access")!.value)!
      const them = t.app.jwt.decode<{ sub: string; sid: string }>(theirs.cookies.get("sc_access")!.value)!
      const mixed = browser(t.app)
      mixed.cookies.set("sc_access", { ...mine.cookies.get("sc_access")!, value: t.app.jwt.sign({ sub: me.sub, sid: them.sid }) })
      expect((await mixed.get("/api/auth/session")).statusCode).toBe(401)
      // Ending my session does not keep my id alive on theirs.
      expect((await mine.send("POST", "/api/auth/sign-out")).statusCode).toBe(204)
      expect((await mixed.get("/api/auth/session")).statusCode).toBe(401)
      expect((await theirs.get("/api/auth/session")).statusCode).toBe(200)
    })
  })
}

describe("sign-in limits count failures, not successes", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await memoryApp()
    await signedInUser(t, "owner@example.com")
  })
  afterAll(() => t.close())

  const attempt = (ip: string, password: string, email = "owner@example.com") => browser(t.app, ip).send("POST", "/api/auth/sign-in", { email, password })

  it("successes are never counted", async () => {
    for (let i = 0; i < signInPolicy.perEmailFromAddress * 3; i++) expect((await attempt("192.0.2.10", PASSWORD)).statusCode).toBe(200)
  })

  it("a stranger's failures lock out the stranger's address, not the owner's", async () => {
    for (let i = 0; i < signInPolicy.perEmailFromAddress; i++) expect((await attempt("192.0.2.66", "wrong")).statusCode).toBe(400)
    const refused = await attempt("192.0.2.66", PASSWORD)
    expect(errorOf(refused)).toMatchObject({ status: 429, error: "RateLimited" })
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0)
    expect((await attempt("192.0.2.11", PASSWORD)).statusCode).toBe(200)
  })

  it("past the account's failure budget a new browser is refused on any address, and the owner's own browser still signs in", async () => {
    // The owner signed in from this browser before: it holds the account's device cookie.
    const owners = browser(t.app, "192.0.2.14")
    expect((await owners.send("POST", "/api/auth/sign-in", { email: "owner@example.com", password: PASSWORD })).statusCode).toBe(200)
    expect(owners.cookies.has("sc_device")).toBe(true)
    for (let i = signInPolicy.perEmailFromAddress; i < signInPolicy.perEmail; i++) {
      expect((await attempt(`198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`, "wrong")).statusCode).toBe(400)
    }
    // Spread over many addresses, a guesser gets no more tries: every new browser is refused, even with the right password.
    expect((await attempt("198.18.9.9", PASSWORD)).statusCode).toBe(429)
    expect((await attempt("192.0.2.12", PASSWORD)).statusCode).toBe(429)
    // The owner's browser has a budget of its own, on the stranger's address as on any other.
    expect((await owners.send("POST", "/api/auth/sign-in", { email: "owner@example.com", password: PASSWORD })).statusCode).toBe(200)
    const sameAddress = browser(t.app, "192.0.2.66", owners.cookies)
    expect((await sameAddress.send("POST", "/api/auth/sign-in", { email: "owner@example.com", password: PASSWORD })).statusCode).toBe(200)
  })

  it("a device cookie counts only for the account it was issued for, and its own failures are limited", async () => {
    await signedInUser(t, "other@example.com")
    const device = browser(t.app, "192.0.2.30")
    expect((await device.send("POST", "/api/auth/sign-in", { email: "other@example.com", password: PASSWORD })).statusCode).toBe(200)
    // For the owner's (over-budget) account this browser is a stranger.
    expect((await device.send("POST", "/api/auth/sign-in", { email: "owner@example.com", password: PASSWORD })).statusCode).toBe(429)
    for (let i = 0; i < signInPolicy.perDevice; i++) {
      expect((await device.send("POST", "/api/auth/sign-in", { email: "other@example.com", password: "wrong" })).statusCode).toBe(400)
    }
    expect((await device.send("POST", "/api/auth/sign-in", { email: "other@example.com", password: PASSWORD })).statusCode).toBe(429)
    // A forged cookie is no device at all.
    const forged = browser(t.app, "192.0.2.31")
    forged.cookies.set("sc_device", {
      value: `${Buffer.from(JSON.stringify({ dev: "x", acct: "y", exp: 4e9 })).toString("base64url")}.AAAA`,
      path: "/api/auth",
      httpOnly: true,
      sameSite: "Strict"
    })
    expect((await forged.send("POST", "/api/auth/sign-in", { email: "owner@example.com", password: PASSWORD })).statusCode).toBe(429)
  })
})

describe("made-up tokens cost no password hashing, and token actions are limited per token and per address", () => {
  const hasher = countingHasher()

  let t: TestApp
  beforeAll(async () => {
    t = await fromLayer(Layer.merge(MemoryAdapters.layer({ publicUrl: TEST_PUBLIC_URL }), hasher.layer))
  })
  afterAll(() => t.close())

  const inviter = "00000000-0000-4000-8000-000000000001"
  const actions = {
    "reset-password": (b: Browser, token: string) => b.send("POST", "/api/auth/reset-password", { token, password: "long enough" }),
    "accept-invitation": (b: Browser, token: string) =>
      b.send("POST", "/api/invitations/accept", { token, inviter, displayName: "X", password: "long enough" }),
    "confirm-email": (b: Browser, token: string) => b.send("POST", "/api/auth/confirm", { token, password: "long enough" })
  } as const

  for (const [action, send] of Object.entries(actions)) {
    const policy = tokenPolicies[action as keyof typeof actions]
    it(`${action}: no hashing for made-up tokens; the same token's attempt ${policy.perToken + 1} and the address's ${policy.perAddress + 1} are refused`, async () => {
      const before = hasher.hashings()
      const b = browser(t.app, `192.0.2.${Object.keys(actions).indexOf(action) + 100}`)
      for (let i = 0; i < policy.perToken; i++) expect((await send(b, "the-same-made-up-token")).statusCode).not.toBe(429)
      expect(errorOf(await send(browser(t.app, "198.51.100.200"), "the-same-made-up-token"))).toMatchObject({ status: 429, error: "RateLimited" })
      for (let i = policy.perToken; i < policy.perAddress; i++) expect((await send(b, `made-up-${i}`)).statusCode).not.toBe(429)
      expect(errorOf(await send(b, "one-more"))).toMatchObject({ status: 429, error: "RateLimited" })
      expect(hasher.hashings() - before).toBe(0)
    })
  }
})

describe("migration 0007 on addresses stored before NFC", () => {
  it("normalises every address that collides with none, and reports (never merges) the ones that collide", async () => {
    const db = await freshDatabase(inject("testServerUrl"), "template0")
    const client = new pg.Client({ connectionString: db.url })
    try {
      const migrations = await readMigrations()
      const dir = await mkdtemp(path.join(tmpdir(), "soundcheck-0007-"))
      for (const m of migrations.filter((m) => m.name < "0007")) await writeFile(path.join(dir, m.name), m.sql)
      await migrate(db.url, dir)
      await client.connect()
      const warnings: Array<string> = []
      client.on("notice", (notice) => void warnings.push(notice.message ?? ""))
      const insert = (id: string, email: string) => client.query("INSERT INTO users (id, email, password_hash) VALUES ($1, $2, 'h')", [id, email])
      const [a, b, c, d] = [1, 2, 3, 4].map((n) => `00000000-0000-4000-8000-00000000000${n}`)
      await insert(a!, "Zo\u00eb@example.com")
      await insert(b!, "zoe\u0308@example.com")
      await insert(c!, "Rene\u0301@example.com")
      await insert(d!, "plain@example.com")
      await client.query(migrations.find((m) => m.name.startsWith("0007_"))!.sql)

      const emails = Object.fromEntries(
        (await client.query<{ id: string; email: string }>("SELECT id::text, email FROM users")).rows.map((r) => [r.id, r.email])
      )
      expect(emails).toEqual({ [a!]: "Zo\u00eb@example.com", [b!]: "zoe\u0308@example.com", [c!]: "Ren\u00e9@example.com", [d!]: "plain@example.com" })
      const reported = warnings.filter((w) => w.includes(a!) && w.includes(b!))
      expect(reported).toHaveLength(1)
      expect(warnings.some((w) => w.includes(c!) || w.includes(d!))).toBe(false)
      // New addresses must be NFC, even while the old collision waits for an admin.
      await expect(insert("00000000-0000-4000-8000-000000000005", "noe\u0308l@example.com")).rejects.toThrow(/users_email_nfc/)
    } finally {
      await client.end().catch(() => undefined)
      await db.drop()
    }
  })
})
