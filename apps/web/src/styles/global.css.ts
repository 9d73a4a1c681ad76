/** Document-wide styles: box model, typography, the focus ring, and reduced motion. */
import { globalStyle } from "@vanilla-extract/css"
import { vars } from "./theme.css.ts"

globalStyle("*, *::before, *::after", { boxSizing: "border-box" })

globalStyle("html", { WebkitTextSizeAdjust: "100%", scrollPaddingTop: "5rem" })

globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: "1rem",
  lineHeight: 1.6,
  WebkitFontSmoothing: "antialiased",
  overflowX: "hidden"
})

globalStyle("h1, h2, h3", { fontFamily: vars.font.display, lineHeight: 1.15, margin: 0 })

globalStyle("p", { margin: 0 })

globalStyle("svg", { display: "block", flexShrink: 0 })

globalStyle("#root", { minHeight: "100vh", display: "flex", flexDirection: "column" })

globalStyle(":focus-visible, [data-focus-visible]", {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: "2px"
})

globalStyle("[tabindex='-1']:focus:not(:focus-visible)", { outline: "none" })

globalStyle("*, *::before, *::after", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important"
    }
  }
})
