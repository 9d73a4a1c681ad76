/** Tabs look: an underlined row of tabs that scrolls on narrow screens; states from react-aria data attributes. */
import { visuallyHidden } from "./skeleton.css.ts"
import { style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

// The root reports focus anywhere inside it; the focused tab or control draws the ring, not the whole block.
export const tabs = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  selectors: { "&[data-focus-visible]": { outline: "none" } }
})

export const tabList = style({
  display: "flex",
  gap: vars.space.xs,
  overflowX: "auto",
  borderBottom: `1px solid ${vars.color.border}`
})

export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  paddingInline: vars.space.md,
  marginBottom: "-1px",
  border: 0,
  borderBottom: "3px solid transparent",
  color: vars.color.textMuted,
  fontWeight: 600,
  whiteSpace: "nowrap",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { color: vars.color.text },
    "&[data-selected]": { color: vars.color.text, borderBottomColor: vars.color.primary },
    "&[data-focus-visible]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "-3px", borderRadius: vars.radius.sm }
  }
})

export const count = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: "1.5rem",
  height: "1.5rem",
  paddingInline: "0.375rem",
  borderRadius: vars.radius.pill,
  background: vars.color.badge,
  color: vars.color.onBadge,
  fontSize: "0.8125rem",
  fontWeight: 700
})

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  outline: "none",
  selectors: { "&[data-focus-visible]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "4px", borderRadius: vars.radius.sm } }
})

/** The space between a tab's name and its count, heard but not seen (preserved, so it is not collapsed away). */
export const separator = style([visuallyHidden, { whiteSpace: "pre" }])
