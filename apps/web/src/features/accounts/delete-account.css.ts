/** The danger zone on /settings: what deleting the account does, as a bulleted list that wraps on phones. */
import { style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

export const consequences = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: "1.25rem",
  color: vars.color.textMuted,
  overflowWrap: "anywhere"
})
