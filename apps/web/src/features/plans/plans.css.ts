/** The plans list and a plan's page: rows of plans, members and messages, wrapping on phones. */
import { style } from "@vanilla-extract/css"
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
  background: vars.color.background,
  overflowWrap: "anywhere"
})

export const who = style({ display: "flex", flexDirection: "column", gap: "0.125rem", flex: 1, minWidth: "12rem" })

export const name = style({ fontWeight: 700 })

export const meta = style({ color: vars.color.textMuted, fontSize: "0.9375rem" })

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm })

export const facts = style({ display: "grid", gridTemplateColumns: "max-content minmax(0, 1fr)", gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 })

export const factName = style({ fontWeight: 600 })

export const factValue = style({ margin: 0, overflowWrap: "anywhere" })

export const pair = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  "@media": { "screen and (max-width: 767px)": { gridTemplateColumns: "minmax(0, 1fr)" } }
})

export const message = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  overflowWrap: "anywhere"
})

export const ownMessage = style([message, { borderInlineStart: `4px solid ${vars.color.primary}` }])

export const messageHead = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: vars.space.sm })

/** A message's Report, at the end of its head line. */
export const messageReport = style({ marginInlineStart: "auto" })

/** Newlines in a message are kept; nothing else in it is markup. */
export const messageText = style({ margin: 0, whiteSpace: "pre-wrap" })

/** In place of a purged author's text (issue #30). */
export const removedText = style({ margin: 0, color: vars.color.textMuted, fontStyle: "italic" })

/** A list that takes focus when the control the user was on goes (the last older page loaded). */
export const focusable = style({ borderRadius: vars.radius.sm })

/** Issue #31: "This concert was cancelled." at the top of its plans, in words and with a mark beside them. */
export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontWeight: 600
})
