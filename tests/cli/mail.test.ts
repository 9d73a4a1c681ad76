import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { postgresApp } from "../support/app.ts"
import { cli } from "../support/cli.ts"

describe("soundcheck mail outbox", () => {
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
})
