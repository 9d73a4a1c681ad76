import { style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

export const popover = style({
  minWidth: "14rem",
  maxWidth: "calc(100vw - 1rem)",
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  outline: "none"
})

export const menu = style({ display: "flex", flexDirection: "column", outline: "none", maxHeight: "inherit", overflow: "auto" })

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.5rem",
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused]": { background: vars.color.surfaceMuted },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" }
  }
})

export const header = style({
  display: "flex",
  flexDirection: "column",
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md
})

export const separator = style({ height: "1px", marginBlock: vars.space.xs, background: vars.color.border })
