/** The invitations screens: the invite counters, the out-of-invites warning, request states. */
import { style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

export const stats = style({ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))", gap: vars.space.md, margin: 0 })

export const stat = style({ display: "flex", flexDirection: "column-reverse", gap: vars.space.xs })

export const statLabel = style({ color: vars.color.textMuted, fontSize: "0.9375rem" })

export const statValue = style({ margin: 0, fontFamily: vars.font.display, fontSize: "2rem", fontWeight: 800, lineHeight: 1 })

export const warning = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.danger}`,
  fontWeight: 600
})

export const requests = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" })

export const request = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm })

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.md })

export const subheading = style({ fontSize: "1.125rem", fontWeight: 800, margin: 0 })
