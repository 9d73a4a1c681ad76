/** Text link looks; the button look comes from button.css.ts. */
import { style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

const text = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "1.5rem",
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  textUnderlineOffset: "0.2em",
  transition: "color 150ms ease"
})

export const variant = styleVariants({
  inline: [
    text,
    {
      color: vars.color.primary,
      textDecoration: "underline",
      selectors: { "&[data-hovered]": { color: vars.color.primaryHover, textDecorationThickness: "2px" } }
    }
  ],
  subtle: [
    text,
    {
      color: vars.color.textMuted,
      textDecoration: "none",
      selectors: { "&[data-hovered]": { color: vars.color.text, textDecoration: "underline" } }
    }
  ]
})
