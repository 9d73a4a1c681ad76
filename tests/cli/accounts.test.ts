import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import { signedInUser } from "../support/accounts.ts"
import { postgresApp } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { cli } from "../support/cli.ts"

describe("soundcheck users and settings on PostgreSQL", () => {
  let t: Awaited<ReturnType<typeof postgresApp>>
  beforeAll(async () => {
    t = await postgresApp()
  })
  afterAll(() => t.close())
  const deps = () => ({ runtime: t.runtime, databaseUrl: t.databaseUrl })

  it("users list says when there is nobody, then lists users as text and JSON", async () => {
    expect(await cli(["users", "list"], deps())).toMatchObject({ code: 0, stdout: "No users yet.\n" })
    await signedInUser(t, "first@example.com", "First Fan")
    await browser(t.app).send("POST", "/api/auth/sign-up", { email: "second@example.com", password: "secret1" })
    const text = await cli(["users", "list"], deps())
    expect(text.stdout.trim().split("\n")).toHaveLength(2)
    expect(text.stdout).toMatch(/first@example\.com\s+user\s+confirmed\s+First Fan/)
    const rows = JSON.parse((await cli(["users", "list", "--json"], deps())).stdout) as Array<Record<string, unknown>>
    expect(rows.map((r) => r.email)).toEqual(["first@example.com", "second@example.com"])
    expect(rows[1]).toMatchObject({ role: "user", emailConfirmed: false, displayName: "second" })
    expect(Object.keys(rows[0]!).sort()).toEqual([
      "createdAt",
      "displayName",
      "email",
      "emailConfirmed",
      "id",
      "invitesRevoked",
      "purgeAfter",
      "role",
      "suspension"
    ])
    expect(rows[0]).toMatchObject({ suspension: null, invitesRevoked: null, purgeAfter: null })
  })

  it("users role replaces the role, found case-insensitively, and records it with no actor", async () => {
    await signedInUser(t, "promoted@example.com")
    const res = await cli(["users", "role", "PROMOTED@example.com", "moderator"], deps())
    expect(res).toMatchObject({ code: 0, stdout: "promoted@example.com is now moderator.\n" })
    const again = await cli(["users", "role", "promoted@example.com", "admin", "--json"], deps())
    expect(again.code).toBe(0)
    expect(JSON.parse(again.stdout)).toEqual({ id: expect.any(String), email: "promoted@example.com", role: "admin", displayName: "promoted" })
    const rows = JSON.parse((await cli(["users", "list", "--json"], deps())).stdout) as Array<{ email: string; role: string }>
    expect(rows.find((r) => r.email === "promoted@example.com")?.role).toBe("admin")
    const [entry] = await t.runtime.runPromise(AuditLog.use((log) => log.list(1)))
    expect(entry).toMatchObject({ actorId: null, action: "user.role_changed", details: { from: "moderator", to: "admin", via: "cli" } })
  })

  it("users role refuses unknown users (exit 1) and unknown roles (exit 2)", async () => {
    expect(await cli(["users", "role", "nobody@example.com", "admin"], deps())).toMatchObject({
      code: 1,
      stderr: "soundcheck: no user with the e-mail nobody@example.com\n"
    })
    const usage = await cli(["users", "role", "promoted@example.com", "king"], deps())
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain("expected one of user, moderator, admin")
  })

  it("settings registration prints the mode and sets it", async () => {
    expect(await cli(["settings", "registration"], deps())).toMatchObject({ code: 0, stdout: "Registration is open.\n" })
    expect(await cli(["settings", "registration", "invite-only"], deps())).toMatchObject({ code: 0, stdout: "Registration is now invite-only.\n" })
    expect((await cli(["settings", "registration"], deps())).stdout).toBe("Registration is invite-only.\n")
    const signUp = await browser(t.app).send("POST", "/api/auth/sign-up", { email: "late@example.com", password: "secret1" })
    expect(signUp.json().error).toBe("RegistrationClosed")
    expect((await cli(["settings", "registration", "closed"], deps())).code).toBe(2)
    const [entry] = await t.runtime.runPromise(AuditLog.use((log) => log.list(1)))
    expect(entry).toMatchObject({ actorId: null, action: "settings.registration_changed", details: { from: "open", to: "invite-only" } })
    expect(JSON.parse((await cli(["settings", "registration", "--json"], deps())).stdout)).toEqual({ mode: "invite-only" })
    expect(JSON.parse((await cli(["settings", "registration", "open", "--json"], deps())).stdout)).toEqual({ mode: "open" })
  })
})
