/** The users table's standing cell: its badges side by side, wrapping in a narrow column. */
import { style } from "@vanilla-extract/css"
import { vars } from "../../../styles/theme.css.ts"

export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs })
