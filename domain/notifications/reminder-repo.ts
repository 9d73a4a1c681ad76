/** Port: who may be reminded of a concert on its day (issue #31), and the record that each reminder went out once. */
import { Context, type Effect } from "effect"
import type { ConcertId } from "../kernel/ids.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import type { ReminderReason } from "./reminders.ts"

/** A person who may be reminded of a concert, with what decides whether it is due for them. */
export interface ReminderCandidate {
  readonly userId: string
  readonly concertId: ConcertId
  readonly date: LocalDate
  /** The strongest reason (reminders.ts `reminderReason`): a plan they go to or might, tickets, interest. */
  readonly reason: ReminderReason
  /** Their IANA zone; null for the server's. */
  readonly timeZone: string | null
  readonly email: string
}

/** Where a page of candidates starts: after this one, in (date, concert, user) order. */
export interface ReminderCursor {
  readonly date: LocalDate
  readonly concertId: string
  readonly userId: string
}

export class ReminderRepo extends Context.Service<
  ReminderRepo,
  {
    /**
     * For the concerts dated `fromDay` to `toDay` (both included) that are going ahead (show.ts `isGoingAhead`), one
     * row per person and concert with a reason (`reminderReason`) whose reminder is not claimed yet; never an account
     * suspended at `now` nor one waiting to be purged. By date, concert, then user id; a page of at most `limit`, those
     * after `after` in that order (null: from the first), so a sweep reads a day with 50,000 ticket holders in pages.
     */
    candidates(fromDay: LocalDate, toDay: LocalDate, now: number, after: ReminderCursor | null, limit: number): Effect.Effect<ReadonlyArray<ReminderCandidate>>
    /** Records the person's reminder of the concert; false when it was recorded already (by this or another instance). */
    claim(userId: string, concertId: ConcertId, at: number): Effect.Effect<boolean>
  }
>()("domain/notifications/ReminderRepo") {}
