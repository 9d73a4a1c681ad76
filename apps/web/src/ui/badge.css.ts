import { style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  paddingBlock: "0.25rem",
  paddingInline: "0.75rem",
  borderRadius: vars.radius.pill,
  background: vars.color.badge,
  color: vars.color.onBadge,
  fontSize: "0.8125rem",
  fontWeight: 700,
  letterSpacing: "0.06em",
  textTransform: "uppercase"
})

export const alertBadge = style([badge, { background: vars.color.danger, color: vars.color.onDanger }])
