/** The concert page and its teaser: the picture beside the facts (above them on phones), then the page's cards. */
import { style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

const phone = "screen and (max-width: 767px)"

export const hero = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 22rem) minmax(0, 1fr)",
  alignItems: "start",
  gap: vars.space.lg,
  "@media": { [phone]: { gridTemplateColumns: "minmax(0, 1fr)" } }
})

/** Without a picture the facts take the whole width. */
export const heroWithoutImage = style({ display: "flex", flexDirection: "column", gap: vars.space.md })

export const image = style({
  display: "block",
  width: "100%",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted
})

export const facts = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, overflowWrap: "anywhere" })

export const when = style({ fontSize: "1.125rem", fontWeight: 600 })

export const where = style({ color: vars.color.textMuted, fontSize: "1.0625rem" })

export const description = style({ whiteSpace: "pre-line", overflowWrap: "anywhere", maxWidth: "44rem" })

export const controls = style({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: vars.space.md })

export const interest = style({ minWidth: "14rem" })

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" })

export const item = style({ display: "flex", flexDirection: "column", gap: "0.125rem", overflowWrap: "anywhere" })

export const meta = style({ color: vars.color.textMuted, fontSize: "0.9375rem" })

export const notFoundCode = style({ fontSize: "3rem", fontWeight: 800, color: vars.color.primary, lineHeight: 1 })

/** Issue #31: the status badge with the earlier day or venue, and the reason under it. */
export const status = style({ display: "flex", flexDirection: "column", gap: vars.space.xs })

export const reason = style({ whiteSpace: "pre-line", overflowWrap: "anywhere", maxWidth: "44rem" })

/** The times after the day, on their own line. */
export const times = style({ display: "block", fontSize: "1rem", fontWeight: 500, color: vars.color.textMuted })

/** A sold-out ticket link: its label ("Sold out") as plain text, not a link. */
export const soldOut = style({ color: vars.color.textMuted, fontWeight: 600 })
