/** The admin form's times side by side (stacked on phones) and its ticket links, one bordered group each. */
import { style } from "@vanilla-extract/css"
import { vars } from "../../../styles/theme.css.ts"

export const times = style({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))", gap: vars.space.md })

export const links = style({ display: "flex", flexDirection: "column", gap: vars.space.sm })

export const heading = style({ fontSize: "1.0625rem", fontWeight: 700 })

export const link = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  margin: 0,
  minInlineSize: 0,
  border: `1px solid ${vars.color.border}`
})

export const legend = style({ paddingInline: vars.space.xs, fontWeight: 600 })

export const error = style({ margin: 0, fontSize: "0.9375rem", fontWeight: 600, color: vars.color.danger })
