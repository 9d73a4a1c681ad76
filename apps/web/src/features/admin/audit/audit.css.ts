/** The audit log's table: what happened wraps anywhere (an id is one long word), each detail on its own line. */
import { style } from "@vanilla-extract/css"

export const summary = style({ overflowWrap: "anywhere", minWidth: "12rem" })

export const details = style({ margin: 0, padding: 0, listStyle: "none", fontSize: "0.875rem", overflowWrap: "anywhere", minWidth: "12rem" })
