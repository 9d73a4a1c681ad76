import { keyframes, style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.5 } })

export const skeleton = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } }
})

export const line = style({ display: "block", height: "0.875rem", width: "60%", borderRadius: vars.radius.sm, background: vars.color.surfaceMuted })

export const lineWide = style([line, { height: "1.25rem", width: "80%" }])

export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0
})
