/** The moderators' queue: each target's snapshot in a quiet panel, its reports as a list, outcomes muted. */
import { style } from "@vanilla-extract/css"
import { vars } from "../../../styles/theme.css.ts"

export const groups = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, margin: 0, padding: 0, listStyle: "none" })

export const subheading = style({ fontSize: "1.0625rem", fontWeight: 700 })

export const snapshot = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted
})

/** Reported text is shown as written: line breaks kept, long words wrapped. */
export const snapshotValue = style({ whiteSpace: "pre-wrap" })

export const reports = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" })

export const report = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  overflowWrap: "anywhere"
})

export const reportHead = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm })

export const comment = style({ whiteSpace: "pre-wrap" })

export const outcome = style({ color: vars.color.textMuted, fontSize: "0.9375rem" })
