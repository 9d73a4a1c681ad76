import { keyframes, style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

const slideIn = keyframes({
  from: { opacity: 0, transform: "translateY(0.75rem)" },
  to: { opacity: 1, transform: "none" }
})

export const region = style({
  position: "fixed",
  insetInlineEnd: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: 50,
  display: "flex",
  flexDirection: "column-reverse",
  gap: vars.space.sm,
  width: "min(24rem, calc(100vw - 2rem))",
  outline: "none",
  "@media": { "screen and (max-width: 767px)": { insetInlineEnd: vars.space.md, bottom: vars.space.md } }
})

export const toast = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.md,
  padding: vars.space.md,
  paddingInlineStart: "1.25rem",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: "6px",
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  animation: `${slideIn} 200ms ease-out`
})

export const tone = styleVariants({
  success: { borderInlineStartColor: vars.color.primary },
  info: { borderInlineStartColor: vars.color.textMuted },
  error: { background: vars.color.danger, color: vars.color.onDanger, borderColor: vars.color.danger }
})

export const content = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, flex: 1, minWidth: 0 })

export const title = style({ fontWeight: 700 })

export const description = style({ fontSize: "0.9375rem" })

export const close = style({
  display: "grid",
  placeItems: "center",
  width: "2rem",
  height: "2rem",
  flexShrink: 0,
  border: "none",
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  selectors: { "&[data-hovered], &[data-pressed]": { background: "rgba(127, 127, 127, 0.18)" } }
})
