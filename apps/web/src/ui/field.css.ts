/**
 * Shared look of labelled fields (text, text area, radio group): label, control, description, error. Nothing
 * here changes size with a field's state (an invalid border is thickened inward), so no state moves the form.
 */
import { style } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, textAlign: "start" })

export const label = style({ fontWeight: 600, color: vars.color.text })

export const control = style({
  width: "100%",
  minHeight: "2.75rem",
  paddingBlock: "0.625rem",
  paddingInline: "0.875rem",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.textMuted}`,
  background: vars.color.background,
  color: vars.color.text,
  font: "inherit",
  outline: "none",
  selectors: {
    "&[data-focus-visible], &[data-focused]": { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: "1px" },
    "&[data-invalid]": { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
    "&[data-disabled]": { opacity: 0.6, cursor: "not-allowed" },
    "&[readonly]": { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    // A date input's editing fields stand 2px taller than a line of text: as tall as the other controls beside it.
    '&[type="date"]': { paddingBlock: "calc(0.625rem - 1px)" }
  }
})

export const textArea = style([control, { minHeight: "7rem", resize: "vertical" }])

export const description = style({ fontSize: "0.9375rem", color: vars.color.textMuted })

export const error = style({ fontSize: "0.9375rem", fontWeight: 600, color: vars.color.danger })

/** A message the user is fixing (see quiet-validation.tsx): kept in the document, not shown nor read. */
export const quietError = style({ display: "none" })
