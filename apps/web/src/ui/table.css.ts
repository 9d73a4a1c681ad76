/** Data table look: a bordered, horizontally scrollable grid; focus and hover come from react-aria data attributes. */
import { style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

export const scroller = style({
  width: "100%",
  overflowX: "auto",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface
})

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "0.9375rem", outline: "none" })

export const column = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: "start",
  fontWeight: 700,
  whiteSpace: "nowrap",
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  outline: "none",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" } }
})

export const row = style({
  outline: "none",
  selectors: {
    "&:not(:last-child)": { borderBottom: `1px solid ${vars.color.border}` },
    "&[data-hovered]": { background: vars.color.surfaceMuted },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" }
  }
})

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  verticalAlign: "middle",
  outline: "none",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" } }
})

export const empty = style({ padding: vars.space.lg, textAlign: "center", color: vars.color.textMuted })
