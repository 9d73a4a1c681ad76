import { style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

const base = style({
  display: "inline-grid",
  placeItems: "center",
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  background: `linear-gradient(135deg, ${vars.color.primary}, #be185d)`,
  color: "#ffffff",
  fontWeight: 700,
  letterSpacing: "0.02em",
  textTransform: "uppercase"
})

export const size = styleVariants({
  small: [base, { width: "2.25rem", height: "2.25rem", fontSize: "0.875rem" }],
  large: [base, { width: "5rem", height: "5rem", fontSize: "1.75rem" }]
})
