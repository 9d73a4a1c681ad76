import { describe, expect, it } from "vitest"
import { FEWER_THAN_5 } from "./contract.ts"
import { rankingTable, weeklySummary, weeklyTable } from "./tables.ts"
import { daysSpanned, mondayOf, rangeInstants, weekAt, weeksOf } from "./weeks.ts"
import type { LocalDate } from "../kernel/local-date.ts"

const day = (s: string) => s as LocalDate

describe("the tables' words (issue #34)", () => {
  it("says the last week against the one before, up, down or the same", () => {
    expect(weeklySummary("New members", 42, 30)).toBe("New members: 42 this week, up from 30.")
    expect(weeklySummary("New members", 30, 42)).toBe("New members: 30 this week, down from 42.")
    expect(weeklySummary("New members", 7, 7)).toBe("New members: 7 this week, the same as 7.")
    expect(weeklySummary("New members", 0, undefined)).toBe("New members: 0 this week.")
  })

  it("gives no direction when either week is suppressed, which could tell two small counts apart", () => {
    expect(weeklySummary("Active members", FEWER_THAN_5, 30)).toBe("Active members: fewer than 5 this week, 30 the week before.")
    expect(weeklySummary("Active members", FEWER_THAN_5, FEWER_THAN_5)).toBe("Active members: fewer than 5 this week, fewer than 5 the week before.")
  })

  it("a weekly table has every week, zeros included, and suppresses people counted 1 to 4 (the summary on the columns' total)", () => {
    const table = weeklyTable(
      {
        key: "new-members",
        title: "New members",
        columns: [
          { key: "invitation", label: "Invitation" },
          { key: "open", label: "Open sign-up" }
        ],
        stacked: true,
        people: true,
        subject: "New members"
      },
      ["2026-11-02", "2026-11-09", "2026-11-16"],
      [
        { week: "2026-11-02", series: "invitation", n: 4 },
        { week: "2026-11-16", series: "invitation", n: 3 },
        { week: "2026-11-16", series: "open", n: 5 }
      ]
    )
    expect(table.rows).toEqual([
      { label: "2026-11-02", values: [FEWER_THAN_5, 0] },
      { label: "2026-11-09", values: [0, 0] },
      { label: "2026-11-16", values: [FEWER_THAN_5, 5] }
    ])
    expect(table.summary).toBe("New members: 8 this week, up from 0.")
  })

  it("a ranking is largest first, ties by name, cut at its limit; things are not suppressed", () => {
    const table = rankingTable(
      { key: "cities", title: "Cities", labelHeader: "City", columns: [{ key: "concerts", label: "Concerts" }], people: false, empty: "None." },
      [
        { label: "Hamburg", series: "concerts", n: 2 },
        { label: "Berlin", series: "concerts", n: 2 },
        { label: "Köln", series: "concerts", n: 9 },
        { label: "Bonn", series: "concerts", n: 1 }
      ],
      3
    )
    expect(table.rows.map((r) => [r.label, ...r.values])).toEqual([
      ["Köln", 9],
      ["Berlin", 2],
      ["Hamburg", 2]
    ])
    expect(table.summary).toBe("Köln leads with 9.")
  })

  it("rows of people that read 'fewer than 5' rank alike, by name: their order tells nothing their cells hide", () => {
    const table = rankingTable(
      { key: "kinds", title: "Kinds", labelHeader: "Kind", columns: [{ key: "n", label: "People" }], people: true, empty: "None." },
      [
        { label: "Digest", series: "n", n: 1 },
        { label: "Ready to go", series: "n", n: 6 },
        { label: "Concert reminder", series: "n", n: 4 }
      ],
      10
    )
    expect(table.rows.map((r) => [r.label, ...r.values])).toEqual([
      ["Ready to go", 6],
      ["Concert reminder", FEWER_THAN_5],
      ["Digest", FEWER_THAN_5]
    ])
  })
})

describe("weeks in a time zone (issue #34)", () => {
  it("names a week by its Monday", () => {
    expect(mondayOf(day("2026-11-29"))).toBe("2026-11-23")
    expect(mondayOf(day("2026-11-30"))).toBe("2026-11-30")
    expect(weeksOf(day("2026-11-04"), day("2026-11-30"))).toEqual(["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23", "2026-11-30"])
  })

  it("cuts Sunday 23:30 and Monday 00:30 local into two weeks, in New York and in Kolkata", () => {
    expect(weekAt("America/New_York", Date.parse("2026-11-30T04:30:00Z"))).toBe("2026-11-23")
    expect(weekAt("America/New_York", Date.parse("2026-11-30T05:30:00Z"))).toBe("2026-11-30")
    expect(weekAt("Asia/Kolkata", Date.parse("2026-11-29T18:00:00Z"))).toBe("2026-11-23")
    expect(weekAt("Asia/Kolkata", Date.parse("2026-11-29T19:00:00Z"))).toBe("2026-11-30")
  })

  it("spans a range from its first local midnight to the one after its last day", () => {
    expect(rangeInstants("Asia/Kolkata", day("2026-11-30"), day("2026-11-30"))).toEqual({
      start: Date.parse("2026-11-29T18:30:00Z"),
      end: Date.parse("2026-11-30T18:30:00Z")
    })
    expect(daysSpanned(day("2026-01-01"), day("2026-01-01"))).toBe(1)
    expect(daysSpanned(day("2026-01-02"), day("2026-01-01"))).toBe(0)
  })
})
