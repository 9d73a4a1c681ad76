/**
 * soundcheck stats (issue #34): the five panels of Admin → Analytics as text (each table in aligned columns, small
 * groups read "fewer than 5") and as JSON; the last 12 weeks unless told; a refused range exits 1 with its sentence,
 * a date or zone that does not parse is a usage error.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ANALYTICS_PANELS, type AnalyticsPanelDto } from "../../domain/analytics/contract.ts"
import { INVALID_ANALYTICS_RANGE_MESSAGE } from "../../domain/analytics/errors.ts"
import { mondayOf } from "../../domain/analytics/weeks.ts"
import { addDays, localDateFromMillis } from "../../domain/kernel/local-date.ts"
import { signedInUser } from "../support/accounts.ts"
import { memoryApp, type TestApp } from "../support/app.ts"
import { cli } from "../support/cli.ts"

const today = localDateFromMillis(Date.now())

describe("soundcheck stats", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await memoryApp()
    for (const who of ["ann", "bob", "cy"]) await signedInUser(t, `${who}@example.com`)
  })
  afterAll(() => t.close())
  const deps = () => ({ runtime: t.runtime })

  it("prints every panel for the last 12 weeks up to today in the zone: its figures, then each table in aligned columns", async () => {
    const res = await cli(["stats", "--tz", "UTC"], deps())
    expect(res.code, res.stderr).toBe(0)
    const from = addDays(today, -83)
    const titles = res.stdout.split("\n").filter((line) => /^\S/.test(line))
    expect(titles).toEqual(["Growth", "Invitations", "Activity", "Catalogue", "Mail"].map((title) => `${title} (${from} to ${today}, UTC)`))
    expect(res.stdout).toMatch(/^ {2}Total members +fewer than 5$/m)
    // Each table as the JSON has it: its title, its summary, then its header and rows, the values right-aligned.
    const panels = JSON.parse((await cli(["stats", "--tz", "UTC", "--json"], deps())).stdout) as Array<AnalyticsPanelDto>
    const tables = panels.flatMap((panel) => panel.tables)
    const blocks = res.stdout.split("\n\n").filter((block) => block.startsWith("  "))
    expect(blocks).toHaveLength(tables.length)
    for (const [i, table] of tables.entries()) {
      const [title, summary, header, ...rows] = blocks[i]!.trimEnd().split("\n") as [string, string, string, ...Array<string>]
      expect([title, summary]).toEqual([`  ${table.title}`, `  ${table.summary}`])
      if (table.rows.length === 0) {
        expect(header).toBe("  (no rows)")
        continue
      }
      expect(header.trim().split(/ {2,}/)).toEqual([table.labelHeader, ...table.columns.map((c) => c.label)])
      expect(rows.map((row) => row.trim().split(/ {2,}/)[0])).toEqual(table.rows.map((row) => row.label))
      for (const row of rows) expect(row.length, `${table.key}: ${row}`).toBe(header.length)
    }
    // The weeks from the one the range starts in (Monday first) to this one, where the new members are few.
    expect(res.stdout).toMatch(new RegExp(`^ {2}${mondayOf(from)} `, "m"))
    expect(res.stdout).toMatch(new RegExp(`^ {2}${mondayOf(today)} .* {2}fewer than 5 `, "m"))
  })

  it("--json prints the five panels as the API answers them, for the range and zone asked", async () => {
    const res = await cli(["stats", "--from", "2026-01-05", "--to", "2026-03-29", "--tz", "Europe/Paris", "--json"], deps())
    expect(res.code, res.stderr).toBe(0)
    const panels = JSON.parse(res.stdout) as Array<AnalyticsPanelDto>
    expect(panels.map((p) => p.panel)).toEqual([...ANALYTICS_PANELS])
    for (const panel of panels) expect(panel).toMatchObject({ from: "2026-01-05", to: "2026-03-29", timeZone: "Europe/Paris" })
    const growth = panels[0]!.tables.find((table) => table.kind === "weekly")!
    expect(growth.rows.map((row) => row.label)).toHaveLength(12)
  })

  it("--from alone reads up to today; a range that ends before it starts or spans over 400 days exits 1 with the sentence", async () => {
    const res = await cli(["stats", "--from", addDays(today, -6), "--tz", "UTC", "--json"], deps())
    expect(JSON.parse(res.stdout)[0]).toMatchObject({ from: addDays(today, -6), to: today })
    const refused = { code: 1, stdout: "", stderr: `soundcheck: ${INVALID_ANALYTICS_RANGE_MESSAGE}\n` }
    expect(await cli(["stats", "--from", "2026-03-01", "--to", "2026-02-28"], deps())).toEqual(refused)
    expect(await cli(["stats", "--from", "2025-01-01", "--to", "2026-02-05"], deps())).toEqual(refused)
  })

  it("a date that is not a calendar day, or an unknown zone, is a usage error (exit 2)", async () => {
    for (const [argv, message] of [
      [["stats", "--from", "2026-02-30"], "expected a calendar date as YYYY-MM-DD"],
      [["stats", "--to", "tomorrow"], "expected a calendar date as YYYY-MM-DD"],
      [["stats", "--tz", "Mars/Olympus"], "expected an IANA time zone"]
    ] as const) {
      const res = await cli(argv, deps())
      expect(res.code, argv.join(" ")).toBe(2)
      expect(res.stderr).toContain(message)
      expect(res.stdout).toBe("")
    }
  })
})
