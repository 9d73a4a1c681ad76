/** The note under the Group Concert Opportunities panel (spec §9): "Showing 4 of {n} opportunities". */

/** The most the panel shows: 2 Ready to Go and 2 Building Interest (the server's `OPPORTUNITIES_SHOWN` of each). */
export const OPPORTUNITIES_SHOWN_AT_MOST = 4

/** What the note reads of the dashboard's `opportunities`: the two groups as sent, and how many there are in all. */
export interface ShownOpportunities {
  readonly readyToGo: ReadonlyArray<unknown>
  readonly buildingInterest: ReadonlyArray<unknown>
  readonly total: number
}

/**
 * The note, or null. The spec's words name four shown, so the note appears only when four are shown of more
 * than four: with 5 Ready to Go and no Building Interest only 2 are shown, and "Showing 4 of 5" would be false.
 */
export const opportunitiesNote = ({ readyToGo, buildingInterest, total }: ShownOpportunities): string | null =>
  readyToGo.length + buildingInterest.length === OPPORTUNITIES_SHOWN_AT_MOST && total > OPPORTUNITIES_SHOWN_AT_MOST
    ? `Showing 4 of ${total} opportunities`
    : null
