import { style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

export const options = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))",
  gap: vars.space.xs
})

export const checkbox = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  cursor: "pointer",
  borderRadius: vars.radius.sm,
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    "&[data-disabled]": { cursor: "not-allowed", opacity: 0.55 }
  }
})

export const box = style({
  width: "1.25rem",
  height: "1.25rem",
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  selectors: {
    // A filled square inside the box; the state itself is the checkbox's (aria-checked).
    [`${checkbox}[data-selected] &`]: { borderColor: vars.color.primary, background: vars.color.primary, boxShadow: `inset 0 0 0 2px ${vars.color.surface}` },
    [`${checkbox}[data-pressed] &`]: { borderColor: vars.color.primaryHover }
  }
})
