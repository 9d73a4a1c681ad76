/** Admin → Analytics: the range bar, the panels, their headline figures, and each table's chart, legend and table. */
import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../../../styles/theme.css.ts"
import { seriesColours } from "./chart-colours.css.ts"

export const rangeBar = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.md })

export const customRange = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: vars.space.md })

/** The Apply button sits level with the date inputs, below their labels. */
export const applyButton = style({ alignSelf: "flex-start", marginTop: "1.75rem" })

export const panels = style({ display: "flex", flexDirection: "column", gap: vars.space.xl })

export const figures = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))",
  gap: vars.space.md,
  margin: 0
})

export const figure = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted
})

export const figureLabel = style({ color: vars.color.textMuted, fontSize: "0.9375rem" })

export const figureValue = style({ margin: 0, fontFamily: vars.font.display, fontSize: "1.75rem", fontWeight: 800, lineHeight: 1.1 })

export const tableBlock = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0
})

export const tableTitle = style({ fontSize: "1.0625rem", fontWeight: 700 })

export const summary = style({ margin: 0 })

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9375rem" })

/** The chart's SVG: axis text in the page's muted text colour, as wide as the block and never wider. */
export const chart = style({ color: vars.color.textMuted, minHeight: "3rem", width: "100%", overflow: "hidden" })

globalStyle(`${chart} svg`, { display: "block", maxWidth: "100%", height: "auto", overflow: "visible" })

export const legend = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, padding: 0, listStyle: "none" })

export const legendItem = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs, fontSize: "0.9375rem" })

export const swatch = style({ display: "inline-block", width: "0.875rem", height: "0.875rem", borderRadius: "0.1875rem", flexShrink: 0 })

export const tableActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm })

export const panelError = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm })

/** A legend swatch in the colour of the n-th series (as the chart draws it). */
export const swatchColour = seriesColours.map((colour) => style({ background: colour }))
