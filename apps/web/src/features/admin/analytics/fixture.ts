/** A made-up Growth panel in the wire shape, for the unit tests of the analytics helpers. */
import type { AnalyticsPanelDto, AnalyticsTable } from "../../../../../../domain/analytics/contract.ts"

export const newMembersTable: AnalyticsTable = {
  key: "new-members",
  title: "New members per week",
  summary: "New members: 12 this week, up from 7.",
  kind: "weekly",
  labelHeader: "Week",
  unit: "count",
  stacked: true,
  columns: [
    { key: "invitation", label: "Invitation" },
    { key: "waitlist", label: "Waitlist invitation" },
    { key: "open", label: "Open sign-up" }
  ],
  rows: [
    { label: "2026-11-16", values: [6, "fewer than 5", 0] },
    { label: "2026-11-23", values: [7, null, "fewer than 5"] },
    { label: "2026-11-30", values: [1234, 5, 0] }
  ]
}

export const citiesTable: AnalyticsTable = {
  key: "upcoming-by-city",
  title: "Upcoming concerts per city",
  summary: "Austin has the most upcoming concerts: 9.",
  kind: "ranking",
  labelHeader: "City",
  unit: "count",
  stacked: false,
  columns: [{ key: "concerts", label: "Concerts" }],
  rows: [
    { label: "Austin", values: [9] },
    { label: '=HYPERLINK("x")', values: [6] },
    { label: "Zürich, CH", values: [12.5] }
  ]
}

export const growthPanel = {
  panel: "growth",
  title: "Growth",
  from: "2026-11-16",
  to: "2026-12-06",
  timeZone: "Europe/Berlin",
  figures: [
    { key: "total", label: "Total members", value: 1310, unit: "count" },
    { key: "acceptance", label: "Acceptance rate", value: 62.5, unit: "percent" },
    { key: "waitlist", label: "On the waitlist", value: "fewer than 5", unit: "count" }
  ],
  tables: [newMembersTable, citiesTable]
} as unknown as AnalyticsPanelDto
