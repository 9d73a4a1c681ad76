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

export const hint = style({ fontSize: "0.9375rem", color: vars.color.textMuted })

export const formArea = style({ display: "flex", flexDirection: "column", gap: vars.space.md, marginTop: vars.space.md })

export const notice = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.badge,
  color: vars.color.onBadge,
  textAlign: "start"
})

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: vars.space.sm })
