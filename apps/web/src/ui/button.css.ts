/** Button look, shared by Button and the button-looking Link. States come from react-aria data attributes. */
import { style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

export const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  minWidth: "2.75rem",
  paddingInline: "1.25rem",
  borderRadius: vars.radius.pill,
  border: "1px solid transparent",
  font: "inherit",
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: "none",
  cursor: "pointer",
  userSelect: "none",
  WebkitTapHighlightColor: "transparent",
  transition: "background-color 150ms ease, color 150ms ease, transform 120ms ease, box-shadow 150ms ease",
  selectors: {
    "&[data-pressed]": { transform: "scale(0.97)" },
    '&[data-disabled], &[aria-disabled="true"]': { cursor: "not-allowed", opacity: 0.55 }
  }
})

export const size = styleVariants({
  small: { minHeight: "2rem", paddingInline: "0.75rem", fontSize: "0.9375rem" },
  medium: {},
  large: { minHeight: "3.25rem", paddingInline: "1.75rem", fontSize: "1.0625rem" },
  /** A square for an icon-only button (its name is an aria-label). */
  icon: { minHeight: "2.75rem", paddingInline: 0 }
})

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    boxShadow: vars.shadow.card,
    selectors: {
      "&[data-hovered]": { background: vars.color.primaryHover },
      "&[data-pressed]": { background: vars.color.primaryHover }
    }
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: {
      "&[data-hovered]": { background: vars.color.surfaceMuted },
      "&[data-pressed]": { background: vars.color.surfaceMuted }
    }
  },
  ghost: {
    background: "transparent",
    color: vars.color.textMuted,
    selectors: {
      "&[data-hovered]": { background: vars.color.surfaceMuted, color: vars.color.text },
      "&[data-pressed]": { background: vars.color.surfaceMuted, color: vars.color.text }
    }
  },
  destructive: {
    background: vars.color.danger,
    color: vars.color.onDanger,
    selectors: {
      "&[data-hovered]": { filter: "brightness(1.08)" },
      "&[data-pressed]": { filter: "brightness(0.95)" }
    }
  }
})
