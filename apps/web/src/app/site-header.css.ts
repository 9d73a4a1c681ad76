import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 20,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background
})

/** Under 1120 px the search field takes a row of its own under the bar (the links, the bell and the menus fill the first). */
const searchRow = "screen and (max-width: 1119px)"

export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  minHeight: "4rem",
  "@media": { [searchRow]: { flexWrap: "wrap", rowGap: vars.space.xs, paddingTop: vars.space.sm } }
})

/** The search field's place: between the name and the navigation, or its own full-width row on narrower screens. */
export const search = style({
  display: "flex",
  flex: "1 1 14rem",
  maxWidth: "26rem",
  minHeight: "2.5rem",
  minWidth: 0,
  "@media": { [searchRow]: { order: 3, flexBasis: "100%", maxWidth: "none", paddingBottom: vars.space.sm } }
})

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.625rem",
  color: vars.color.text,
  fontFamily: vars.font.display,
  fontSize: "1.25rem",
  fontWeight: 800,
  letterSpacing: "-0.02em"
})

export const logo = style({
  display: "inline-flex",
  alignItems: "flex-end",
  justifyContent: "center",
  gap: "3px",
  width: "2rem",
  height: "2rem",
  paddingBottom: "0.5rem",
  borderRadius: vars.radius.sm,
  background: `linear-gradient(135deg, ${vars.color.primary}, #db2777)`
})

export const logoBar = style({
  width: "4px",
  borderRadius: "2px",
  background: "#ffffff",
  selectors: {
    "&:nth-child(1)": { height: "0.625rem" },
    "&:nth-child(2)": { height: "1rem" },
    "&:nth-child(3)": { height: "0.75rem" }
  }
})

const mobile = "screen and (max-width: 767px)"

/** The name beside the logo; hidden on the narrowest phones (the link keeps its name) so the bar fits 320 px. */
export const brandName = style({
  "@media": {
    "screen and (max-width: 419px)": {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap"
    }
  }
})

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.md, "@media": { [mobile]: { gap: vars.space.sm } } })

export const mainNav = style({ display: "flex", alignItems: "center" })

export const navList = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [mobile]: { display: "none" } }
})

globalStyle(`${navList} a[aria-current="page"]`, { color: vars.color.text, fontWeight: 700 })

export const mobileOnly = style({ display: "none", "@media": { [mobile]: { display: "block" } } })
