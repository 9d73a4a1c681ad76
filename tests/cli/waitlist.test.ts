/** soundcheck users create-admin, soundcheck waitlist, and the new installation's invite-only mode, on PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import { mailCount, mailedToken, postgresApp } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { cli } from "../support/cli.ts"
import { mailedInvitation } from "../support/invitations.ts"

describe("a new installation, its first admin and its waitlist, from the CLI", () => {
  let t: Awaited<ReturnType<typeof postgresApp>>
  beforeAll(async () => {
    t = await postgresApp({}, false)
  })
  afterAll(() => t.close())
  const deps = () => ({ runtime: t.runtime, databaseUrl: t.databaseUrl })
  const lastAudit = async () => (await t.runtime.runPromise(AuditLog.use((log) => log.list(1))))[0]

  it("starts invite-only", async () => {
    expect(await cli(["settings", "registration"], deps())).toMatchObject({ code: 0, stdout: "Registration is invite-only.\n" })
    const signUp = await browser(t.app).send("POST", "/api/auth/sign-up", { email: "early@example.com", password: "secret1" })
    expect(signUp.json().error).toBe("RegistrationClosed")
  })

  it("users create-admin --print hands over a link that sets the password of a new, confirmed admin, once", async () => {
    const res = await cli(["users", "create-admin", "Boss@Example.com", "--print"], deps())
    expect(res.code, res.stderr).toBe(0)
    const [, link] = res.stdout.match(/(http:\/\/soundcheck\.test\/auth\/reset-password\?token=\S+)/) ?? []
    expect(res.stdout).toMatch(/^Boss@Example\.com is a new admin\.\nSet the password here \(valid 24 hours, works once\):\n/)
    expect(await mailCount(t, "Boss@Example.com")).toBe(0)
    const token = decodeURIComponent(new URL(link!).searchParams.get("token")!)
    const b = browser(t.app)
    const set = await b.send("POST", "/api/auth/reset-password", { token, password: "a long admin password" })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().user).toMatchObject({ email: "Boss@Example.com", role: "admin" })
    expect((await b.send("POST", "/api/auth/reset-password", { token, password: "another password" })).statusCode).toBe(400)
    const signIn = await browser(t.app).send("POST", "/api/auth/sign-in", { email: "boss@example.com", password: "a long admin password" })
    expect(signIn.statusCode).toBe(200)
    expect(await lastAudit()).toMatchObject({ actorId: null, action: "user.admin_created", details: { created: true, delivery: "print", via: "cli" } })
  })

  it("users create-admin mails the link to an existing account and makes it admin; a bad address is refused", async () => {
    const res = await cli(["users", "create-admin", "boss@example.com"], deps())
    expect(res).toMatchObject({ code: 0, stdout: "Boss@Example.com is now an admin.\nA link to set the password is on its way by mail (valid 24 hours).\n" })
    expect(await mailedToken(t, "Boss@Example.com", "/auth/reset-password")).not.toBe("")
    expect(await lastAudit()).toMatchObject({ action: "user.admin_created", details: { created: false, from: "admin", delivery: "mail" } })
    expect(await cli(["users", "create-admin", "not-an-address"], deps())).toMatchObject({ code: 1, stderr: "soundcheck: Please enter a valid email\n" })
    expect(JSON.parse((await cli(["users", "create-admin", "boss@example.com", "--json"], deps())).stdout)).toEqual({
      email: "Boss@Example.com",
      created: false,
      link: null
    })
  })

  it("waitlist list shows the listings newest first, as text and JSON", async () => {
    expect(await cli(["waitlist", "list"], deps())).toMatchObject({ code: 0, stdout: "Nobody is on the waitlist.\n" })
    const visitor = browser(t.app)
    expect((await visitor.send("POST", "/api/waitlist", { email: "first@example.com", city: "Leeds" })).statusCode).toBe(200)
    expect((await visitor.send("POST", "/api/waitlist", { email: "second@example.com", note: "Ada's cousin" })).statusCode).toBe(200)
    const text = await cli(["waitlist", "list"], deps())
    const lines = text.stdout.trim().split("\n")
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^second@example\.com\s+\d{4}-\d\d-\d\d\s+listed\s+“Ada's cousin”$/)
    expect(lines[1]).toMatch(/^first@example\.com\s+\d{4}-\d\d-\d\d\s+listed\s+Leeds$/)
    const rows = JSON.parse((await cli(["waitlist", "list", "--json"], deps())).stdout) as Array<Record<string, unknown>>
    expect(rows.map((r) => r.email)).toEqual(["second@example.com", "first@example.com"])
    expect(rows[1]).toMatchObject({ city: "Leeds", note: null, invitedAt: null, joinedAt: null })
    expect(Object.keys(rows[0]!).sort()).toEqual(["city", "createdAt", "email", "invitedAt", "joinedAt", "note"])
  })

  it("waitlist invite mails a link from Soundcheck, audit-logged; an address not on the list exits 1", async () => {
    expect(await cli(["waitlist", "invite", "stranger@example.com"], deps())).toMatchObject({
      code: 1,
      stderr: "soundcheck: stranger@example.com is not on the waitlist (see `soundcheck waitlist list`)\n"
    })
    const res = await cli(["waitlist", "invite", "FIRST@example.com"], deps())
    expect(res).toMatchObject({ code: 0, stdout: "Invited first@example.com: the invitation link is on its way.\n" })
    const invitation = await mailedInvitation(t, "first@example.com")
    expect(invitation.inviter).toBe("soundcheck")
    expect(await lastAudit()).toMatchObject({ actorId: null, action: "waitlist.invited", details: { email: "first@example.com", via: "cli" } })
    const rows = JSON.parse((await cli(["waitlist", "list", "--json"], deps())).stdout) as Array<{ email: string; invitedAt: string | null }>
    expect(rows.find((r) => r.email === "first@example.com")?.invitedAt).toMatch(/^\d{4}-/)
    const joined = await browser(t.app).send("POST", "/api/invitations/accept", {
      token: invitation.token,
      inviter: invitation.inviter,
      displayName: "First",
      password: "secret1"
    })
    expect(joined.statusCode, joined.body).toBe(201)
    expect(await cli(["waitlist", "invite", "first@example.com"], deps())).toMatchObject({
      code: 1,
      stderr: "soundcheck: first@example.com already has a Soundcheck account\n"
    })
    expect(JSON.parse((await cli(["waitlist", "invite", "second@example.com", "--json"], deps())).stdout)).toEqual({
      email: "second@example.com",
      city: null,
      note: "Ada's cousin",
      createdAt: expect.stringMatching(/^\d{4}-/),
      invitedAt: expect.stringMatching(/^\d{4}-/),
      joinedAt: null
    })
  })
})
