/** The audit log's table: ids wrap anywhere, each detail on its own line. */
import { style } from "@vanilla-extract/css"

export const id = style({ overflowWrap: "anywhere", fontSize: "0.875rem" })

export const details = style({ margin: 0, padding: 0, listStyle: "none", fontSize: "0.875rem", overflowWrap: "anywhere", minWidth: "12rem" })
