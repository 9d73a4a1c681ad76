import { style } from "@vanilla-extract/css"
import { modal } from "./dialog.css.ts"

/** The wide dialog (previews, lists with columns); composed so it always wins over the default width. */
export const wideModal = style([modal, { width: "min(56rem, 100%)" }])
