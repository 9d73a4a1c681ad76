/**
 * Where each palette applies (theme.css.ts, and the tokens a page keeps to itself, such as the chart colours of
 * Admin → Analytics): the system setting decides unless the reader chose a theme, which public/theme-init.js and the
 * theme switch write as `data-theme` on the root element.
 */
export const themeSelectors = {
  /** The light palette: the default. */
  light: ":root",
  /** The dark palette when the system asks for it and the reader did not choose light (inside the media query below). */
  systemDark: ":root:not([data-theme='light'])",
  systemDarkMedia: "(prefers-color-scheme: dark)",
  /** The dark palette the reader chose. */
  dark: ":root[data-theme='dark']"
} as const
