/**
 * Looks shared by the admin pages: the stat tiles, the toolbar above a table, status pills, the preview counts; the
 * moderators' queues (issue #29): a column of cards, their subheadings, the rows of a list inside one.
 */
import { style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  gap: vars.space.md
})

export const statValue = style({ fontFamily: vars.font.display, fontSize: "2.25rem", fontWeight: 800, lineHeight: 1 })

export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm })

export const rowActions = style({ display: "flex", flexWrap: "nowrap", gap: vars.space.xs })

const pill = style({ display: "inline-block", paddingInline: vars.space.sm, borderRadius: vars.radius.pill, fontSize: "0.8125rem", fontWeight: 700 })

export const status = styleVariants({
  Upcoming: [pill, { background: vars.color.badge, color: vars.color.onBadge }],
  Past: [pill, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
  valid: [pill, { background: vars.color.badge, color: vars.color.onBadge }],
  duplicate: [pill, { background: vars.color.surfaceMuted, color: vars.color.text }],
  invalid: [pill, { background: vars.color.danger, color: vars.color.onDanger }]
})

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" })

export const listItem = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: "anywhere"
})

/** A queue's items, one card each (the reports of a target, a suggestion). */
export const cards = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, margin: 0, padding: 0, listStyle: "none" })

/** A section inside a queue's card ("As reported", "Possibly already listed"). */
export const subheading = style({ fontSize: "1.0625rem", fontWeight: 700 })

export const details = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 })

export const term = style({ fontWeight: 700 })

export const definition = style({ margin: 0, overflowWrap: "anywhere" })
export const pair = style({ display: "contents" })
