/**
 * The chart series colours of the light and the dark theme (issue #34), as plain data so a unit test can check
 * each against the surface a chart sits on (a mark needs 3:1, WCAG 1.4.11). The analytics page makes them theme
 * tokens (features/admin/analytics/chart-colours.css.ts); a chart draws with the tokens, so it follows the theme
 * without being drawn again.
 */
export const chartPalette = {
  light: { surface: "#ffffff", series: ["#6d28d9", "#0f766e", "#c2410c", "#be185d", "#1d4ed8", "#4d7c0f"] },
  dark: { surface: "#17122a", series: ["#a78bfa", "#2dd4bf", "#fb923c", "#f472b6", "#60a5fa", "#a3e635"] }
} as const

/** How many series colours a theme has; a chart with more columns reuses them in order (its legend and table tell them apart). */
export const CHART_SERIES_COUNT = 6

const channel = (hex: string, at: number): number => {
  const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance of a #rrggbb colour. */
const luminance = (hex: string): number => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5)

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export const contrastRatio = (a: string, b: string): number => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}
