/** The friends page's lists: one row per person (avatar, name and facts, actions), wrapping on phones. */
import { style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" })

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface
})

export const who = style({ display: "flex", flexDirection: "column", flex: 1, minWidth: "10rem", overflowWrap: "anywhere" })

export const name = style({ fontWeight: 700 })

export const meta = style({ color: vars.color.textMuted, fontSize: "0.9375rem" })

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm })

export const searchForm = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.sm })

export const grow = style({ flex: 1, minWidth: "14rem" })

export const home = styleVariants({
  list: { display: "flex", flexDirection: "column", gap: vars.space.lg, borderRadius: vars.radius.sm },
  inline: { display: "inline-flex", borderRadius: vars.radius.pill }
})
