/** The bell in the header (an icon with its count) and the notifications page's list, unread rows marked. */
import { style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

export const bell = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs, color: vars.color.text })

export const count = style({
  minWidth: "1.25rem",
  paddingInline: "0.375rem",
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: "0.75rem",
  fontWeight: 700,
  lineHeight: "1.25rem",
  textAlign: "center"
})

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" })

export const item = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflowWrap: "anywhere"
})

/** An unread one: a coloured edge and bold text, besides its "New" badge. */
export const unread = style([item, { borderInlineStartColor: vars.color.primary, fontWeight: 700 }])

export const text = style({ flex: 1, minWidth: "12rem" })

export const when = style({ color: vars.color.textMuted, fontSize: "0.9375rem", fontWeight: 400 })
