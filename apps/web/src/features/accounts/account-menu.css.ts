import { style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

export const name = style({ fontWeight: 700, color: vars.color.text })

export const email = style({ fontSize: "0.875rem", color: vars.color.textMuted, overflowWrap: "anywhere" })
