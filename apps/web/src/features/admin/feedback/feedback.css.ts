/** The admin feedback page: the list beside the detail panel on wide screens, stacked on narrow ones. */
import { style } from "@vanilla-extract/css"
import { vars } from "../../../styles/theme.css.ts"

export const columns = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { "screen and (min-width: 64rem)": { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)" } }
})

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" })

export const item = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xs,
  width: "100%",
  padding: vars.space.sm,
  textAlign: "start",
  font: "inherit",
  color: vars.color.text,
  background: "transparent",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.primary, background: vars.color.surfaceMuted },
    "&[data-hovered]": { background: vars.color.surfaceMuted },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" }
  }
})

export const itemTitle = style({ fontWeight: 700 })

export const meta = style({ color: vars.color.textMuted, fontSize: "0.875rem" })

export const description = style({ whiteSpace: "pre-wrap", margin: 0 })
