/** Page-width container shared by the header, the pages and the footer. */
import { style } from "@vanilla-extract/css"
import { vars } from "./theme.css.ts"

export const container = style({
  width: "100%",
  maxWidth: "72rem",
  marginInline: "auto",
  paddingInline: vars.space.lg,
  "@media": { "screen and (max-width: 767px)": { paddingInline: vars.space.md } }
})
