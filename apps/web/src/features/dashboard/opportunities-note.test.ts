import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { opportunitiesNote } from "./opportunities-note.ts"

const group = (length: number) => Array.from({ length }, (_, i) => i)

/** What the server may send: at most 2 of each kind, of a total at least as large as the two shown. */
const panelArb = fc
  .record({ ready: fc.nat(2), building: fc.nat(2), hidden: fc.nat(50) })
  .map(({ ready, building, hidden }) => ({ readyToGo: group(ready), buildingInterest: group(building), total: ready + building + hidden }))

describe("the opportunities note", () => {
  it("appears exactly when four are shown of more than four", () => {
    fc.assert(
      fc.property(panelArb, (panel) => {
        const shown = panel.readyToGo.length + panel.buildingInterest.length
        expect(opportunitiesNote(panel) !== null).toBe(shown === 4 && panel.total > 4)
      })
    )
  })

  it("says the spec's words with the total", () => {
    expect(opportunitiesNote({ readyToGo: group(2), buildingInterest: group(2), total: 9 })).toBe("Showing 4 of 9 opportunities")
  })

  it("is absent when all are shown, and when fewer than four are shown of more (5 Ready to Go, no Building Interest)", () => {
    expect(opportunitiesNote({ readyToGo: group(2), buildingInterest: group(2), total: 4 })).toBeNull()
    expect(opportunitiesNote({ readyToGo: group(2), buildingInterest: group(0), total: 5 })).toBeNull()
    expect(opportunitiesNote({ readyToGo: group(1), buildingInterest: group(2), total: 12 })).toBeNull()
  })
})
