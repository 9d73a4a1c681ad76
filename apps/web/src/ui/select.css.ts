import { style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"
import { control } from "./field.css.ts"

export const trigger = style([
  control,
  {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: vars.space.sm,
    minWidth: "9rem",
    cursor: "pointer",
    textAlign: "start"
  }
])

export const chevron = style({ color: vars.color.textMuted })

export const popover = style({
  minWidth: "var(--trigger-width)",
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  outline: "none"
})

export const listBox = style({ display: "flex", flexDirection: "column", outline: "none" })

export const option = style({
  display: "flex",
  alignItems: "center",
  minHeight: "2.5rem",
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused]": { background: vars.color.surfaceMuted },
    "&[data-selected]": { fontWeight: 700 },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" }
  }
})
