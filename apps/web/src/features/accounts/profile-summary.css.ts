import { style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

export const summary = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.lg,
  "@media": { "screen and (max-width: 767px)": { flexDirection: "column", textAlign: "center" } }
})

export const details = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, flex: 1, minWidth: 0 })

export const name = style({ fontSize: "1.75rem", fontWeight: 800, letterSpacing: "-0.02em", overflowWrap: "anywhere" })

export const badges = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  "@media": { "screen and (max-width: 767px)": { justifyContent: "center" } }
})

export const bio = style({ color: vars.color.textMuted, whiteSpace: "pre-line", overflowWrap: "anywhere" })

export const actions = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  gap: vars.space.sm,
  "@media": { "screen and (max-width: 767px)": { alignItems: "center" } }
})

export const safetyActions = style({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: vars.space.sm })
