import { style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

export const switchRoot = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  fontWeight: 600,
  color: vars.color.text,
  cursor: "pointer",
  outline: "none"
})

export const track = style({
  display: "inline-flex",
  alignItems: "center",
  width: "2.75rem",
  height: "1.5rem",
  padding: "0.125rem",
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  transition: "background-color 150ms ease",
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${switchRoot}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "2px" }
  }
})

export const thumb = style({
  width: "1rem",
  height: "1rem",
  borderRadius: vars.radius.pill,
  background: vars.color.textMuted,
  transition: "transform 150ms ease",
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: "translateX(1.25rem)", background: vars.color.onPrimary }
  }
})
