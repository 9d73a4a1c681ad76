/** Design tokens: one contract, a light and a dark palette chosen by the system colour scheme or the reader. */
import { assignVars, createThemeContract, globalStyle } from "@vanilla-extract/css"
import { themeSelectors } from "./theme-selectors.ts"

export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceMuted: null,
    border: null,
    text: null,
    textMuted: null,
    primary: null,
    primaryHover: null,
    onPrimary: null,
    danger: null,
    onDanger: null,
    badge: null,
    onBadge: null,
    focusRing: null,
    glowA: null,
    glowB: null
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: { body: null, display: null },
  shadow: { card: null, raised: null }
})

const shared = {
  space: { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2.5rem", xxl: "4rem" },
  radius: { sm: "0.375rem", md: "0.75rem", lg: "1.25rem", pill: "999px" },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    display: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
  }
}

const light = {
  ...shared,
  color: {
    background: "#faf8ff",
    surface: "#ffffff",
    surfaceMuted: "#f1edfb",
    border: "#ddd6f3",
    text: "#17122b",
    textMuted: "#564f70",
    primary: "#6d28d9",
    primaryHover: "#5b21b6",
    onPrimary: "#ffffff",
    danger: "#b91c1c",
    onDanger: "#ffffff",
    badge: "#ede9fe",
    onBadge: "#4c1d95",
    focusRing: "#6d28d9",
    glowA: "rgba(124, 58, 237, 0.18)",
    glowB: "rgba(219, 39, 119, 0.14)"
  },
  shadow: {
    card: "0 1px 2px rgba(23, 18, 43, 0.06), 0 8px 24px rgba(23, 18, 43, 0.06)",
    raised: "0 12px 32px rgba(23, 18, 43, 0.18)"
  }
}

const dark = {
  ...shared,
  color: {
    background: "#0d0a17",
    surface: "#17122a",
    surfaceMuted: "#221b3d",
    border: "#342a5c",
    text: "#f3f0ff",
    textMuted: "#bcb3da",
    primary: "#a78bfa",
    primaryHover: "#c4b5fd",
    onPrimary: "#140d2b",
    danger: "#f87171",
    onDanger: "#1f0606",
    badge: "#2e1f5e",
    onBadge: "#ddd6fe",
    focusRing: "#c4b5fd",
    glowA: "rgba(139, 92, 246, 0.28)",
    glowB: "rgba(236, 72, 153, 0.18)"
  },
  shadow: {
    card: "0 1px 2px rgba(0, 0, 0, 0.4), 0 8px 24px rgba(0, 0, 0, 0.3)",
    raised: "0 12px 32px rgba(0, 0, 0, 0.55)"
  }
}

/**
 * The system setting decides unless the reader chose a theme: public/theme-init.js (before the first paint)
 * and the theme switch set `data-theme="light"` or `"dark"` on the root element.
 */
globalStyle(themeSelectors.light, { colorScheme: "light", vars: assignVars(vars, light) })

globalStyle(themeSelectors.systemDark, {
  "@media": { [themeSelectors.systemDarkMedia]: { colorScheme: "dark", vars: assignVars(vars, dark) } }
})

globalStyle(themeSelectors.dark, { colorScheme: "dark", vars: assignVars(vars, dark) })
