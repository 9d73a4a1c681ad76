/** Port: where concerts are stored. */
import { Context, type Effect } from "effect"
import type { ConcertId } from "../kernel/ids.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import type { Concert } from "./concert.ts"

/** Keyset position: the last concert of the previous page. */
export interface ConcertCursor {
  readonly date: LocalDate
  readonly id: ConcertId
}

export interface UpcomingQuery {
  readonly from: LocalDate
  readonly limit: number
  readonly after?: ConcertCursor | undefined
}

export class ConcertRepo extends Context.Service<ConcertRepo, {
  /** Concerts on or after `from`, ordered by date then id, strictly after the cursor. */
  listUpcoming(query: UpcomingQuery): Effect.Effect<ReadonlyArray<Concert>>
  /** Adds concerts as they are (ids included); for seeding and imports. */
  insertMany(concerts: ReadonlyArray<Concert>): Effect.Effect<void>
}>()("domain/concerts/ConcertRepo") {}
