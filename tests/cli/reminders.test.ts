/** soundcheck reminders send: a dry run prints without sending; a send reminds each person once; --json gives the reminders. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { localClock } from "../../domain/notifications/week.ts"
import { ann, bea, dan, lou, pat, reminderMails, reminderWorld } from "../contracts/reminder-world.ts"
import { postgresApp } from "../support/app.ts"
import { cli } from "../support/cli.ts"

/** A zone whose wall clock is now well inside the reminders' hours (09:00 to 22:59), so the concert's day is due there. */
const dueZone = (now: number): string => {
  for (let offset = -12; offset <= 14; offset++) {
    const zone = offset === 0 ? "UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`
    const { hour } = localClock(now, zone)
    if (hour >= 9 && hour <= 22) return zone
  }
  throw new Error("no zone has a reminder hour now")
}

describe("soundcheck reminders send", () => {
  let t: Awaited<ReturnType<typeof postgresApp>>
  beforeAll(async () => {
    t = await postgresApp()
    const zone = dueZone(Date.now())
    await t.runtime.runPromise(reminderWorld(localClock(Date.now(), zone).date, { berlin: zone, losAngeles: zone }))
  })
  afterAll(() => t.close())
  const deps = () => ({ runtime: t.runtime, databaseUrl: t.databaseUrl })
  const going = [ann, pat, bea, dan, lou].map((p) => p.email).toSorted()

  it("--now sends as at another time: an hour on, the same reminders are due; the day before, none; a date alone is refused", async () => {
    const at = (ms: number) => cli(["reminders", "send", "--dry-run", "--json", "--now", new Date(ms).toISOString()], deps())
    const later = JSON.parse((await at(Date.now() + 3_600_000)).stdout) as Array<{ to: string }>
    expect(later.map((r) => r.to).toSorted()).toEqual(going)
    expect(await at(Date.now() - 86_400_000)).toMatchObject({ code: 0, stdout: "[]\n" })
    const refused = await cli(["reminders", "send", "--now", "2025-06-01"], deps())
    expect(refused.code).not.toBe(0)
    expect(refused.stderr).toContain("expected an ISO 8601 date and time")
  })

  it("prints a dry run, then sends each reminder once", async () => {
    const dry = await cli(["reminders", "send", "--dry-run", "--json"], deps())
    expect(dry.code).toBe(0)
    const reminders = JSON.parse(dry.stdout) as Array<{ to: string; artist: string; reason: string; text: string }>
    expect(reminders.map((r) => r.to).toSorted()).toEqual(going)
    expect(reminders.find((r) => r.to === pat.email)).toMatchObject({ artist: "Wilco", reason: "plan", text: expect.stringContaining("meets at The Bar") })
    expect(await t.runtime.runPromise(reminderMails)).toEqual([])

    const sent = await cli(["reminders", "send"], deps())
    expect(sent).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Sent 5 reminders:\n/) })
    expect(sent.stdout).toContain(`  ${ann.email}  Wilco on `)
    expect((await t.runtime.runPromise(reminderMails)).map((m) => m.to).toSorted()).toEqual(going)
    expect(await cli(["reminders", "send"], deps())).toMatchObject({ code: 0, stdout: "No reminders are due.\n" })
    expect(await cli(["reminders", "send", "--dry-run", "--json"], deps())).toMatchObject({ code: 0, stdout: "[]\n" })
  })
})
