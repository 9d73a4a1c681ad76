/**
 * Port (issue #32): the alerts a new concert causes to the followers of its artist and of its venue, written in the
 * transaction that adds it; the in-app news they make, collapsed per fan and artist; and the daily batched mail.
 */
import { Context, type Effect } from "effect"
import type { ConcertFacts } from "../notifications/kinds.ts"
import type { LocalDate } from "../kernel/local-date.ts"

/** What `alertFor` wrote: the alerts, and the fans they went to (each once). */
export interface AlertOutcome {
  readonly alerts: number
  readonly fans: ReadonlyArray<string>
}

/** One alert as the mail and the digest list it: the concert's facts, and whether it came by the artist. */
export interface AlertedConcert extends ConcertFacts {
  readonly concertId: string
  /** The concert's artist key. */
  readonly artistKey: string
  readonly byArtist: boolean
  readonly createdAt: number
}

/** Someone with alerts not mailed yet: whom to mail, and their clock (null: the server's). */
export interface AlertFan {
  readonly userId: string
  readonly email: string
  readonly timeZone: string | null
}

export class FollowAlertRepo extends Context.Service<
  FollowAlertRepo,
  {
    /**
     * In one statement, for these new concerts going ahead (not cancelled or postponed) on or after the UTC day of `at`:
     * an alert to each follower of the concert's artist whose cities include the concert's city or who picked no city,
     * and to each follower of its venue in its city; never to an account suspended at `at` or waiting to be purged; at
     * most one per follower and concert, ever (a repeat writes nothing). Each fan's alerts of one artist are
     * merged into their in-app `followed_new_concert` news of that artist (kinds.ts; one unread per fan and artist:
     * the unread one counts the new concerts too; a read one is replaced by fresh news).
     */
    alertFor(concertIds: ReadonlyArray<string>, at: number): Effect.Effect<AlertOutcome>
    /**
     * How many fans `alertFor(concertIds, at)` would alert (each once) for these NEW concerts, which no alert names yet,
     * writing nothing: a large import's count for its report, its alerts queued (`enqueue`).
     */
    fansToAlert(concertIds: ReadonlyArray<string>, at: number): Effect.Effect<number>
    /** Queues these new concerts' alerts (one row each; a queued one stays as it is), inside the unit of work that adds them. */
    enqueue(concertIds: ReadonlyArray<string>, at: number): Effect.Effect<void>
    /**
     * Takes (deletes and returns) up to `limit` queued concerts, oldest first, skipping those another unit of work holds:
     * inside the unit of work that writes their alerts.
     */
    takeQueued(limit: number): Effect.Effect<ReadonlyArray<string>>
    /** The fan's alerts not mailed yet, soonest concert first. */
    unmailed(userId: string): Effect.Effect<ReadonlyArray<AlertedConcert>>
    /** Marks the fan's alerts of these concerts mailed at `at` (those the mail listed: one written since waits); answers how many. */
    markMailed(userId: string, concertIds: ReadonlyArray<string>, at: number): Effect.Effect<number>
    /** Records the fan's mail of the day; false when it was recorded already (by this or another instance). */
    claimMailDay(userId: string, day: LocalDate, at: number): Effect.Effect<boolean>
    /**
     * The fans with alerts not mailed yet, by id after `after`, at most `limit`; never an account suspended at `now`
     * or waiting to be purged (their alerts wait).
     */
    fansToMail(after: string | null, limit: number, now: number): Effect.Effect<ReadonlyArray<AlertFan>>
    /** The fan's alerts written since `since` (mailed or not), soonest concert first, at most `limit`. */
    alertsSince(userId: string, since: number, limit: number): Effect.Effect<ReadonlyArray<AlertedConcert>>
  }
>()("domain/follows/FollowAlertRepo") {}
