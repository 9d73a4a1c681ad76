import { style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

export const page = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.lg,
  paddingBlock: "clamp(3rem, 10vw, 6rem)",
  textAlign: "center"
})

export const code = style({
  fontFamily: vars.font.display,
  fontSize: "clamp(4rem, 3rem + 6vw, 7rem)",
  fontWeight: 800,
  lineHeight: 1,
  letterSpacing: "-0.05em",
  color: vars.color.primary
})
