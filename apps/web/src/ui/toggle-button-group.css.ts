import { style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

export const group = style({
  display: "inline-flex",
  padding: "0.25rem",
  gap: "0.25rem",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface
})

export const button = style({
  minHeight: "2.5rem",
  minWidth: "2.75rem",
  paddingInline: "1rem",
  borderRadius: vars.radius.pill,
  border: "none",
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceMuted },
    "&[data-selected]": { background: vars.color.primary, color: vars.color.onPrimary },
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "2px" }
  }
})
