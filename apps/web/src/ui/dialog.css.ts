import { style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 40,
  display: "grid",
  placeItems: "center",
  padding: vars.space.md,
  background: "rgba(13, 10, 23, 0.55)"
})

export const modal = style({
  width: "min(28rem, 100%)",
  maxHeight: "calc(100vh - 2rem)",
  overflow: "auto",
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised
})

export const dialog = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: "clamp(1.25rem, 4vw, 2rem)",
  outline: "none"
})

export const title = style({ fontSize: "1.375rem", fontWeight: 800, letterSpacing: "-0.02em" })

export const description = style({ color: vars.color.textMuted })

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: vars.space.sm })
