/** The staff's suggestions page: each suggestion's likely duplicates (admin.css.ts's list rows, with Merge), the outcome on one wrapping line. */
import { style } from "@vanilla-extract/css"
import { vars } from "../../../styles/theme.css.ts"

export const value = style({ whiteSpace: "pre-wrap" })

export const candidates = style({ display: "flex", flexDirection: "column", gap: vars.space.sm })

export const outcome = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, overflowWrap: "anywhere" })
