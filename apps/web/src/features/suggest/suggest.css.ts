/** The fan's suggestions under the suggest form: one row each (the concert, its state), wrapping on phones. */
import { style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" })

export const item = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  overflowWrap: "anywhere"
})

export const what = style({ display: "flex", flexDirection: "column", gap: "0.125rem", flex: 1, minWidth: "12rem" })

export const artist = style({ fontWeight: 700 })

export const meta = style({ color: vars.color.textMuted, fontSize: "0.9375rem" })

export const state = style({ display: "flex", flexDirection: "column", alignItems: "flex-end", gap: vars.space.xs, maxWidth: "100%" })

export const thanks = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  fontWeight: 600
})
