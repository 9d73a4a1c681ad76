/** The follows' lists on /settings and the profile (the friends page's rows), and the artist page. */
import { style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

export { list, meta, name, row, who } from "../friends/friends.css.ts"

/** A compact list of names (the profile's Favorite Artists, a preview's matches). */
export const names = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, padding: 0, listStyle: "none" })

export const previewList = style({ margin: 0, paddingInlineStart: vars.space.lg, maxHeight: "12rem", overflowY: "auto" })

export const subheading = style({ fontSize: "1rem", fontWeight: 700, margin: 0 })
