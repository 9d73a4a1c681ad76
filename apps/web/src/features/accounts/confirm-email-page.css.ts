import { style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

export const address = style({ fontWeight: 700, overflowWrap: "anywhere", color: vars.color.text })

export const muted = style({ color: vars.color.textMuted })

export const actions = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, marginTop: vars.space.md })
