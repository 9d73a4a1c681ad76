import { style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

export const skipLink = style({
  position: "absolute",
  insetInlineStart: vars.space.md,
  top: vars.space.sm,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: "none",
  transform: "translateY(-200%)",
  selectors: { "&:focus": { transform: "none" } }
})
