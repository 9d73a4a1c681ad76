/** The admin frame: a bar with the sidebar toggle, the sidebar (16rem, 3rem as icons, an 18rem drawer on phones). */
import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../../../styles/theme.css.ts"

const mobile = "screen and (max-width: 767px)"

export const shell = style({ display: "flex", flexDirection: "column", flex: 1 })

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "3.25rem",
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface
})

export const barTitle = style({ fontFamily: vars.font.display, fontWeight: 800, fontSize: "1.125rem" })

export const body = style({ display: "flex", flex: 1, minHeight: 0 })

export const sidebar = style({
  flexShrink: 0,
  width: "16rem",
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  transition: "width 150ms ease",
  selectors: { "&[data-collapsed]": { width: "3rem" } },
  "@media": { [mobile]: { display: "none" } }
})

export const drawerOverlay = style({ position: "fixed", inset: 0, zIndex: 40, background: "rgba(13, 10, 23, 0.55)" })

export const drawer = style({
  position: "fixed",
  insetBlock: 0,
  insetInlineStart: 0,
  width: "18rem",
  maxWidth: "100vw",
  overflowY: "auto",
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  outline: "none"
})

export const drawerDialog = style({ outline: "none" })

export const navList = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, margin: 0, padding: vars.space.sm, listStyle: "none" })

export const collapsedList = style([navList, { paddingInline: vars.space.xs }])

globalStyle(`${navList} a`, {
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.5rem",
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none"
})

globalStyle(`${navList} a[data-hovered]`, { background: vars.color.surfaceMuted, textDecoration: "none" })

globalStyle(`${navList} a[aria-current="page"]`, { background: vars.color.badge, color: vars.color.onBadge, fontWeight: 700 })

globalStyle(`${collapsedList} a`, { justifyContent: "center", paddingInline: 0 })

export const separated = style({ marginTop: vars.space.xs, paddingTop: vars.space.xs, borderTop: `1px solid ${vars.color.border}` })

/** Hidden on screen, still the link's name for screen readers (the collapsed sidebar shows icons only). */
export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0
})

export const content = style({ flex: 1, minWidth: 0 })
