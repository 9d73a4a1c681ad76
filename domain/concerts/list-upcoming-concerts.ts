/** Use case: the upcoming concerts (today and later), one keyset page at a time. */
import { Effect } from "effect"
import { today } from "../kernel/local-date.ts"
import type { Concert } from "./concert.ts"
import { type ConcertCursor, ConcertRepo } from "./concert-repo.ts"

export const DEFAULT_PAGE_SIZE = 50

export interface UpcomingPage {
  readonly concerts: ReadonlyArray<Concert>
  readonly next: ConcertCursor | null
}

export const listUpcomingConcerts = Effect.fn("listUpcomingConcerts")(function* (
  options: { readonly limit?: number | undefined; readonly after?: ConcertCursor | undefined } = {}
) {
  const repo = yield* ConcertRepo
  const limit = options.limit ?? DEFAULT_PAGE_SIZE
  // One extra row tells whether another page exists without a count query.
  const rows = yield* repo.listUpcoming({ from: yield* today, limit: limit + 1, after: options.after })
  const concerts = rows.slice(0, limit)
  const last = concerts.at(-1)
  return {
    concerts,
    next: rows.length > limit && last ? { date: last.date, id: last.id } : null
  } satisfies UpcomingPage
})
