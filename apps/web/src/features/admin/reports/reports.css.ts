/** The moderators' queue: each target's snapshot in a quiet panel, its reports (in admin.css.ts's list) framed, outcomes muted. */
import { style } from "@vanilla-extract/css"
import { vars } from "../../../styles/theme.css.ts"

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
