/** The waitlist screen of /auth (left-aligned inside the centred card) and the admin table's note column. */
import { style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

export const screen = style({ display: "flex", flexDirection: "column", gap: vars.space.md, textAlign: "start" })

export const heading = style({ fontSize: "1.5rem", fontWeight: 800, letterSpacing: "-0.02em", scrollMarginTop: "6rem" })

export const resetRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs })

export const note = style({ display: "block", minWidth: "14rem", maxWidth: "32rem", whiteSpace: "pre-line", overflowWrap: "anywhere" })
