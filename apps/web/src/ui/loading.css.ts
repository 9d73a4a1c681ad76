import { style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

export const loading = style({
  display: "flex",
  justifyContent: "center",
  paddingBlock: vars.space.xl,
  color: vars.color.textMuted,
  fontWeight: 600
})
