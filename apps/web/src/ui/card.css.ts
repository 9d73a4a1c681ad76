import { style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: "clamp(1.25rem, 4vw, 2rem)",
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card
})

/** A danger zone: the same panel with a border in the destructive colour (the words say it too, never only the colour). */
export const dangerCard = style([card, { borderColor: vars.color.danger }])

export const title = style({ fontSize: "1.25rem", fontWeight: 700, letterSpacing: "-0.01em" })
