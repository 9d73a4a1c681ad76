import { style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

export const footer = style({
  marginTop: vars.space.xxl,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface
})

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  "@media": { "screen and (max-width: 767px)": { flexDirection: "column", textAlign: "center" } }
})

export const copyright = style({ color: vars.color.textMuted, fontSize: "0.9375rem" })

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm
})
