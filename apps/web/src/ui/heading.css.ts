import { style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

export const pageHeading = style({
  fontSize: "clamp(2rem, 1.4rem + 3vw, 3.25rem)",
  fontWeight: 800,
  letterSpacing: "-0.03em",
  color: vars.color.text,
  scrollMarginTop: "6rem"
})
