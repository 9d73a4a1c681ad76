import { style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md, width: "100%" })
