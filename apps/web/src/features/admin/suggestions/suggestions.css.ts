/** The staff's suggestions page: each suggestion's likely duplicates as rows with Merge, the outcome on one wrapping line. */
import { style } from "@vanilla-extract/css"
import { vars } from "../../../styles/theme.css.ts"

export const cards = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, margin: 0, padding: 0, listStyle: "none" })

export const subheading = style({ fontSize: "1.0625rem", fontWeight: 700 })

export const value = style({ whiteSpace: "pre-wrap" })

export const candidates = style({ display: "flex", flexDirection: "column", gap: vars.space.sm })

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" })

export const candidate = style({
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

export const outcome = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, overflowWrap: "anywhere" })
