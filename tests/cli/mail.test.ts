import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { NotificationPreferences } from "../../domain/notifications/preferences.ts"
import { UNSUBSCRIBE_LINK_MS } from "../../domain/notifications/unsubscribe.ts"
import { aUser } from "../contracts/fresh-store.ts"
import { postgresApp } from "../support/app.ts"
import { cli } from "../support/cli.ts"
import { queryRows } from "../support/pg.ts"

describe("soundcheck mail outbox and prune", () => {
  let t: Awaited<ReturnType<typeof postgresApp>>
  beforeAll(async () => {
    t = await postgresApp()
  })
  afterAll(() => t.close())
  const deps = () => ({ runtime: t.runtime, databaseUrl: t.databaseUrl })

  it("says when the outbox is empty", async () => {
    expect(await cli(["mail", "outbox"], deps())).toMatchObject({ code: 0, stdout: "The outbox is empty.\n" })
  })

  it("prints queued mail newest first, as text or as JSON { to, subject, text, headers, createdAt }", async () => {
    const headers = { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
    await t.runtime.runPromise(
      Effect.forEach(["one", "two"], (subject) => MailOutbox.use((o) => o.enqueue({ to: "ann@example.com", subject, text: `Body ${subject}`, headers })))
    )
    await t.runtime.runPromise(MailOutbox.use((o) => o.enqueue({ to: "ben@example.com", subject: "three", text: "Body three" })))
    const text = await cli(["mail", "outbox"], deps())
    expect(text.code).toBe(0)
    expect(text.stdout.indexOf("Subject: three")).toBeLessThan(text.stdout.indexOf("Subject: one"))
    expect(text.stdout).toContain("to ann@example.com  (queued)")
    const json = await cli(["mail", "outbox", "--json", "--to", "ann@example.com"], deps())
    const rows = JSON.parse(json.stdout) as Array<Record<string, string>>
    expect(rows.map((r) => r.subject)).toEqual(["two", "one"])
    expect(Object.keys(rows[0]!).sort()).toEqual(["createdAt", "headers", "subject", "text", "to"])
    expect(rows[0]!.headers).toEqual(headers)
    expect(Number.isNaN(Date.parse(rows[0]!.createdAt!))).toBe(false)
    expect((await cli(["mail", "outbox", "--limit", "0"], deps())).code).toBe(2)
  })

  it("prune deletes mail queued more than 30 days ago and expired unsubscribe links, says how many, and keeps the rest", async () => {
    const user = aUser(1)
    await t.runtime.runPromise(
      Effect.gen(function* () {
        yield* (yield* UserRepo).insert(user)
        yield* (yield* MailOutbox).enqueue({ to: "old@example.com", subject: "old", text: "Body old" })
        const preferences = yield* NotificationPreferences
        yield* preferences.addUnsubscribeToken({ tokenHash: "expired", userId: user.id, topic: "digest", createdAt: Date.now() - UNSUBSCRIBE_LINK_MS - 60_000 })
        yield* preferences.addUnsubscribeToken({ tokenHash: "fresh", userId: user.id, topic: "digest", createdAt: Date.now() })
      })
    )
    await queryRows(t.databaseUrl, "UPDATE mail_outbox SET created_at = now() - interval '31 days', sent_at = now() - interval '31 days' WHERE subject = 'old'")
    const before = (await t.runtime.runPromise(MailOutbox.use((o) => o.list({ limit: 100 })))).length
    const pruned = await cli(["mail", "prune", "--json"], deps())
    expect(pruned.code, pruned.stderr).toBe(0)
    expect(JSON.parse(pruned.stdout)).toEqual({ mails: 1, unsubscribeTokens: 1 })
    expect(await cli(["mail", "prune"], deps())).toMatchObject({ code: 0, stdout: "Deleted 0 old mails and 0 expired unsubscribe links.\n" })
    expect((await t.runtime.runPromise(MailOutbox.use((o) => o.list({ limit: 100 })))).length).toBe(before - 1)
    const fresh = await t.runtime.runPromise(NotificationPreferences.use((p) => p.unsubscribeTokenOf("fresh")))
    expect(fresh._tag).toBe("Some")
  })
})
