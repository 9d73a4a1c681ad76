/** Admin use cases: the whole catalogue (past included on request) one keyset page at a time, and the dashboard counts. */
import { Effect } from "effect"
import { UserRepo } from "../accounts/user-repo.ts"
import type { ConcertCursor } from "../concerts/concert-repo.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import { addDays, today } from "../kernel/local-date.ts"

/** Spec §9: the dashboard counts the concerts of the next 30 days. */
export const UPCOMING_WINDOW_DAYS = 30

export interface ListOptions {
  readonly city?: string | undefined
  readonly includePast: boolean
  readonly limit: number
  readonly after?: ConcertCursor | undefined
}

export const listConcerts = Effect.fn("listConcerts")(function* (options: ListOptions) {
  const day = yield* today
  const rows = yield* (yield* ConcertRepo).list({
    from: options.includePast ? undefined : day,
    city: options.city,
    limit: options.limit + 1,
    after: options.after
  })
  const concerts = rows.slice(0, options.limit)
  const last = concerts.at(-1)
  return { concerts, today: day, next: rows.length > options.limit && last ? { date: last.date, id: last.id } : null }
})

/**
 * Total concerts, registered users and the Upcoming concerts of the next 30 days: tomorrow to 30 days ahead
 * (both included), since a concert dated today is no longer Upcoming (`concertLabel`).
 */
export const adminStats = Effect.gen(function* () {
  const day = yield* today
  const counts = yield* (yield* ConcertRepo).counts(addDays(day, 1), addDays(day, UPCOMING_WINDOW_DAYS))
  const users = yield* (yield* UserRepo).count()
  return { totalConcerts: counts.total, registeredUsers: users, upcomingConcerts: counts.upcoming }
})
