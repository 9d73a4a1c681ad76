/**
 * Telling the people going that a show changed (issue #31): the sweep that takes each pending change notice once it is
 * due (domain/concerts/change-notices.ts opens and merges them) and notifies everyone going, in the app and by mail as
 * their preferences say, in the unit of work that takes it: with several instances one tells it, and only once.
 */
import { Effect, Option } from "effect"
import { ChangeNoticeRepo, type PendingNotice } from "../concerts/change-notice-repo.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import { InterestRepo } from "../concerts/interest-repo.ts"
import { Transactions } from "../kernel/transactions.ts"
import { tellPlansCancelled } from "../plans/thread.ts"
import type { NotificationData } from "./kinds.ts"
import { notify } from "./notify.ts"

/** How many notices one sweep tells at most; the next sweep tells the rest. */
export const NOTICES_PER_SWEEP = 100

/** One notice told: its concert and how many people were notified (none when the concert is gone). */
export interface NoticeTold {
  readonly concertId: string
  readonly recipients: number
}

/**
 * One notice, told to everyone going to its concert as it is now (InterestRepo `goingTo`: interest, tickets or a plan;
 * nobody suspended or waiting to be purged). Its `firstAt` tells it apart from the concert's earlier notices, so a second
 * change told the same day is news again.
 */
const tell = Effect.fnUntraced(function* (notice: PendingNotice, now: number) {
  const concert = yield* (yield* ConcertRepo).findById(notice.concertId)
  if (Option.isNone(concert)) return { concertId: notice.concertId, recipients: 0 }
  const { id, artist, venue, city, date } = concert.value
  const data: NotificationData = { kind: "concert_changed", concert: { artist, venue, city, date }, changes: notice.changes, reason: notice.reason }
  const recipients = yield* (yield* InterestRepo).goingTo(id, now)
  for (const recipientId of recipients) {
    yield* notify({ recipientId, actorId: null, concertId: id, subjectId: `change-${notice.firstAt}`, data })
  }
  // The plans for a cancelled concert say so in their threads, once, with the notice that tells it.
  if (notice.changes.some((c) => c.field === "status" && c.to === "cancelled")) yield* tellPlansCancelled(id, now)
  return { concertId: id, recipients: recipients.length }
})

/**
 * Tells the notices due at `now`, each in its own unit of work that takes it (`takeDue` deletes it, skipping one
 * another instance holds), so a failure leaves that notice for the next sweep and never tells it twice. Answers the
 * notices told, at most `NOTICES_PER_SWEEP`.
 */
export const tellDueChanges = Effect.fn("tellDueChanges")(function* (now: number) {
  const transactions = yield* Transactions
  const notices = yield* ChangeNoticeRepo
  const told: Array<NoticeTold> = []
  while (told.length < NOTICES_PER_SWEEP) {
    const one = yield* transactions.run(
      Effect.gen(function* () {
        const [notice] = yield* notices.takeDue(now, 1)
        return notice === undefined ? null : yield* tell(notice, now)
      })
    )
    if (one === null) break
    told.push(one)
  }
  return told
})
