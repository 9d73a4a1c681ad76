import { describe, expect, it } from "vitest"
import { CHART_SERIES_COUNT, chartPalette, contrastRatio } from "./chart-palette.ts"

describe("chart palette", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5)
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5)
  })

  for (const theme of ["light", "dark"] as const) {
    it(`every ${theme} series colour stands out from the surface a chart sits on (at least 3:1)`, () => {
      const { surface, series } = chartPalette[theme]
      expect(series).toHaveLength(CHART_SERIES_COUNT)
      for (const colour of series) expect(contrastRatio(colour, surface), colour).toBeGreaterThanOrEqual(3)
    })
  }
})
