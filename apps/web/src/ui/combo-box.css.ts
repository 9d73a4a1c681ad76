/** The combo box: a search-shaped input, and its popover of grouped options (the select's popover look). */
import { style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"
import { control } from "./field.css.ts"

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, width: "100%", minWidth: 0 })

export const input = style([control, { minHeight: "2.5rem", paddingBlock: "0.375rem", borderRadius: vars.radius.pill }])

export const popover = style({
  width: "var(--trigger-width)",
  minWidth: "16rem",
  maxWidth: "calc(100vw - 1rem)",
  maxHeight: "min(28rem, var(--visual-viewport-height, 100vh))",
  overflowY: "auto",
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  outline: "none"
})

export const listBox = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, outline: "none" })

export const section = style({ display: "flex", flexDirection: "column" })

export const sectionHeader = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  fontSize: "0.8125rem",
  fontWeight: 700,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
  color: vars.color.textMuted
})

export const option = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "center",
  minHeight: "2.75rem",
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: 600,
  overflowWrap: "anywhere",
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused], &[data-hovered]": { background: vars.color.surfaceMuted },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" }
  }
})

export const empty = style({ paddingInline: vars.space.md, paddingBlock: vars.space.sm, color: vars.color.textMuted })
