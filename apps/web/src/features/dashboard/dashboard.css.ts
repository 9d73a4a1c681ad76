/** The dashboard: four stat cards in a row (two on phones), then the opportunities and the two short lists. */
import { style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: vars.space.md,
  margin: 0,
  "@media": { "screen and (max-width: 767px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } }
})

export const stat = style({
  display: "flex",
  flexDirection: "column-reverse",
  justifyContent: "flex-end",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card
})

export const statLabel = style({ color: vars.color.textMuted, fontWeight: 600 })

export const statValue = style({ margin: 0, fontSize: "2rem", fontWeight: 800, lineHeight: 1.1 })

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" })

export const item = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  overflowWrap: "anywhere"
})

export const itemHead = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm })

export const artist = style({ fontSize: "1.0625rem", fontWeight: 700 })

export const meta = style({ color: vars.color.textMuted, fontSize: "0.9375rem" })

export const group = style({ display: "flex", flexDirection: "column", gap: vars.space.sm })

export const groupTitle = style({ fontSize: "1.0625rem", fontWeight: 700 })
