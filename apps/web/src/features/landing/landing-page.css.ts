import { keyframes, style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

const mobile = "screen and (max-width: 767px)"

export const hero = style({
  position: "relative",
  overflow: "hidden",
  paddingBlock: "clamp(3.5rem, 10vw, 7rem) clamp(2.5rem, 6vw, 4.5rem)",
  backgroundImage: [
    `radial-gradient(40rem 22rem at 20% 0%, ${vars.color.glowA}, transparent 70%)`,
    `radial-gradient(36rem 20rem at 85% 20%, ${vars.color.glowB}, transparent 70%)`
  ].join(", ")
})

export const heroInner = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.lg,
  textAlign: "center"
})

const bounce = keyframes({
  "0%, 100%": { transform: "scaleY(0.35)" },
  "50%": { transform: "scaleY(1)" }
})

export const equalizer = style({ display: "flex", alignItems: "flex-end", gap: "5px", height: "2.5rem" })

export const equalizerBar = style({
  width: "6px",
  height: "100%",
  borderRadius: "3px",
  background: `linear-gradient(to top, ${vars.color.primary}, #db2777)`,
  transformOrigin: "bottom",
  animation: `${bounce} 1.1s ease-in-out infinite`,
  selectors: {
    "&:nth-child(2)": { animationDelay: "-0.3s" },
    "&:nth-child(3)": { animationDelay: "-0.6s" },
    "&:nth-child(4)": { animationDelay: "-0.15s" },
    "&:nth-child(5)": { animationDelay: "-0.45s" }
  },
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none", transform: "scaleY(0.7)" } }
})

export const title = style({
  maxWidth: "16ch",
  textWrap: "balance",
  fontSize: "clamp(2.5rem, 1.5rem + 5vw, 5rem)",
  fontWeight: 800,
  letterSpacing: "-0.04em",
  lineHeight: 1.02,
  color: vars.color.text
})

export const tagline = style({
  maxWidth: "34rem",
  color: vars.color.textMuted,
  fontSize: "clamp(1.0625rem, 1rem + 0.5vw, 1.3125rem)"
})

export const blurbs = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space.lg,
  marginBlock: 0,
  paddingBlock: vars.space.lg,
  listStyle: "none",
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md } }
})

export const blurb = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card
})

export const blurbIcon = style({
  display: "grid",
  placeItems: "center",
  width: "3rem",
  height: "3rem",
  marginBottom: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.badge,
  color: vars.color.onBadge
})

export const blurbTitle = style({ fontSize: "1.25rem", fontWeight: 700, letterSpacing: "-0.01em" })

export const blurbText = style({ color: vars.color.textMuted })
