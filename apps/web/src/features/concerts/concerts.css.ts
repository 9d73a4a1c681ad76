/** The concerts page: the filter bar, the Rows list and the Cards grid (3 columns wide, 1 on phones). */
import { style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

const phone = "screen and (max-width: 767px)"

export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.md })

export const filters = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))",
  alignItems: "end",
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface
})

/** Phones: the Filters button, and the filters under it once opened. */
export const foldedFilters = style({ display: "flex", flexDirection: "column", gap: vars.space.md })

const listBase = { margin: 0, padding: 0, listStyle: "none", gap: vars.space.md } as const

export const layout = styleVariants({
  rows: { ...listBase, display: "flex", flexDirection: "column" },
  cards: {
    ...listBase,
    display: "grid",
    gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
    "@media": {
      [phone]: { gridTemplateColumns: "minmax(0, 1fr)" },
      "screen and (min-width: 768px) and (max-width: 1023px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }
    }
  }
})

export const concert = styleVariants({
  rows: {
    display: "grid",
    gridTemplateColumns: "minmax(12rem, 2fr) minmax(10rem, 2fr) minmax(10rem, 12rem)",
    alignItems: "start",
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    "@media": { [phone]: { gridTemplateColumns: "minmax(0, 1fr)" } }
  },
  cards: {
    display: "flex",
    flexDirection: "column",
    gap: vars.space.md,
    height: "100%",
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    boxShadow: vars.shadow.card
  }
})

export const facts = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, overflowWrap: "anywhere" })

export const artist = style({ fontSize: "1.125rem", fontWeight: 700, lineHeight: 1.3 })

export const meta = style({ color: vars.color.textMuted, fontSize: "0.9375rem" })

export const people = style({ display: "flex", flexDirection: "column", gap: vars.space.xs })

export const peopleList = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" })

export const person = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs, fontSize: "0.9375rem" })

export const personName = style({ fontWeight: 600 })

export const skeletons = styleVariants({
  rows: { display: "flex", flexDirection: "column", gap: vars.space.md },
  cards: {
    display: "grid",
    gap: vars.space.md,
    gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
    "@media": { [phone]: { gridTemplateColumns: "minmax(0, 1fr)" } }
  }
})

export const more = style({ display: "flex", justifyContent: "center" })
