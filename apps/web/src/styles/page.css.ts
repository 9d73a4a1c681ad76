/** The common page frames: a padded column of sections, a muted lead paragraph, a two-column grid. */
import { style } from "@vanilla-extract/css"
import { vars } from "./theme.css.ts"

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, paddingBlock: vars.space.xl })

export const narrowPage = style([page, { maxWidth: "44rem" }])

export const lead = style({ color: vars.color.textMuted, fontSize: "1.125rem" })

export const muted = style({ color: vars.color.textMuted })

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.lg,
  "@media": { "screen and (max-width: 767px)": { gridTemplateColumns: "minmax(0, 1fr)" } }
})

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm })
