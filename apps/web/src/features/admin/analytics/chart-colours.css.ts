/**
 * The chart series colours as theme tokens of this page alone (they load with its style sheet, not with every page's):
 * the light or the dark palette of styles/chart-palette.ts, switched by the same selectors as the app's theme.
 */
import { assignVars, createThemeContract, globalStyle } from "@vanilla-extract/css"
import { chartPalette } from "../../../styles/chart-palette.ts"
import { themeSelectors } from "../../../styles/theme-selectors.ts"

export const chartVars = createThemeContract({ series1: null, series2: null, series3: null, series4: null, series5: null, series6: null })

const tokens = (series: ReadonlyArray<string>) => ({
  series1: series[0]!,
  series2: series[1]!,
  series3: series[2]!,
  series4: series[3]!,
  series5: series[4]!,
  series6: series[5]!
})

globalStyle(themeSelectors.light, { vars: assignVars(chartVars, tokens(chartPalette.light.series)) })

globalStyle(themeSelectors.systemDark, {
  "@media": { [themeSelectors.systemDarkMedia]: { vars: assignVars(chartVars, tokens(chartPalette.dark.series)) } }
})

globalStyle(themeSelectors.dark, { vars: assignVars(chartVars, tokens(chartPalette.dark.series)) })

/** The series colours in order, as CSS variables (a chart's marks and its legend's swatches). */
export const seriesColours = [chartVars.series1, chartVars.series2, chartVars.series3, chartVars.series4, chartVars.series5, chartVars.series6]
