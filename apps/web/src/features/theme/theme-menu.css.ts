import { style } from "@vanilla-extract/css"

export const label = style({ flex: 1 })

export const check = style({ width: "1rem", textAlign: "center", fontWeight: 700 })
