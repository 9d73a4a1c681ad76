import { describe, expect, it } from "vitest"
import { citiesTable, newMembersTable } from "./fixture.ts"
import { chartPoints, csvFileName, formatCell, formatRowLabel, spacedLabels, suppressedCount, tableCsv } from "./table-data.ts"

describe("analytics tables", () => {
  it("shows a cell in its unit, 'fewer than 5' as it is, and an empty cell as No data", () => {
    expect(formatCell(1234, "count")).toBe("1,234")
    expect(formatCell(62.5, "percent")).toBe("62.5%")
    expect(formatCell(3.25, "hours")).toBe("3.3 h")
    expect(formatCell("fewer than 5", "count")).toBe("fewer than 5")
    expect(formatCell(null, "percent")).toBe("No data")
  })

  it("names a weekly row by its week's first day and a ranking row by its label", () => {
    expect(formatRowLabel(newMembersTable, "2026-11-30")).toBe("Nov 30, 2026")
    expect(formatRowLabel(citiesTable, "Austin")).toBe("Austin")
  })

  it("draws every number and leaves a gap for a suppressed or empty cell", () => {
    const points = chartPoints(newMembersTable)
    expect(points).toHaveLength(9)
    expect(points.slice(0, 3)).toEqual([
      { label: "2026-11-16", series: "Invitation", value: 6 },
      { label: "2026-11-16", series: "Waitlist invitation", value: null },
      { label: "2026-11-16", series: "Open sign-up", value: 0 }
    ])
    expect(points.filter((point) => point.value === null)).toHaveLength(3)
    expect(suppressedCount(newMembersTable)).toBe(2)
    expect(suppressedCount(citiesTable)).toBe(0)
  })

  it("writes the CSV with the table's header and numbers, 'fewer than 5' as it is, formulas defused", () => {
    expect(tableCsv(newMembersTable)).toBe(
      "Week,Invitation,Waitlist invitation,Open sign-up\r\n2026-11-16,6,fewer than 5,0\r\n2026-11-23,7,,fewer than 5\r\n2026-11-30,1234,5,0\r\n"
    )
    expect(tableCsv(citiesTable)).toBe('City,Concerts\r\nAustin,9\r\n"\'=HYPERLINK(""x"")",6\r\n"Zürich, CH",12.5\r\n')
  })

  it("names the file after the panel, the table and the range", () => {
    expect(csvFileName("growth", newMembersTable, "2026-11-16", "2026-12-06")).toBe("soundcheck-analytics-growth-new-members-2026-11-16-to-2026-12-06.csv")
    expect(csvFileName("mail", { key: "--" }, "2026-11-16", "2026-12-06")).toBe("soundcheck-analytics-mail-table-2026-11-16-to-2026-12-06.csv")
  })

  it("keeps at most the asked number of axis labels, evenly spaced, the first always", () => {
    const weeks = Array.from({ length: 53 }, (_, index) => `w${index}`)
    const kept = spacedLabels(weeks, 8)
    expect(kept.length).toBeLessThanOrEqual(8)
    expect(kept[0]).toBe("w0")
    expect(spacedLabels(weeks.slice(0, 4), 8)).toEqual(weeks.slice(0, 4))
  })
})
