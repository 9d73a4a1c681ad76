import { style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

export const page = style({ display: "flex", justifyContent: "center", paddingBlock: "clamp(2.5rem, 8vw, 5rem)" })

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  width: "100%",
  maxWidth: "28rem",
  padding: "clamp(1.5rem, 5vw, 2.5rem)",
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  textAlign: "center"
})

export const title = style({ fontSize: "clamp(1.75rem, 1.4rem + 1.5vw, 2.25rem)", fontWeight: 800, letterSpacing: "-0.03em" })

export const subtitle = style({ color: vars.color.textMuted })
