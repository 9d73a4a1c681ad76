import { style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

export const group = style({ display: "flex", flexDirection: "column", gap: vars.space.sm })

export const option = style({
  display: "flex",
  flexDirection: "column",
  gap: "0.125rem",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background
})

export const radio = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontWeight: 600,
  cursor: "pointer",
  borderRadius: vars.radius.sm,
  outline: "none",
  selectors: { "&[data-focus-visible]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "4px" } }
})

export const indicator = style({
  width: "1.25rem",
  height: "1.25rem",
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  transition: "border-width 120ms ease",
  selectors: {
    [`${radio}[data-selected] &`]: { borderWidth: "0.375rem", borderColor: vars.color.primary },
    [`${radio}[data-pressed] &`]: { borderColor: vars.color.primaryHover }
  }
})

export const optionDescription = style({ paddingInlineStart: "1.75rem", fontSize: "0.9375rem", color: vars.color.textMuted })
