/**
 * Telling the people going that a show changed (issue #31): the sweep that takes each pending change notice once it is
 * due (domain/concerts/change-notices.ts opens and merges them) and notifies everyone going, in the app and by mail as
 * their preferences say, a bounded batch of people per unit of work: nobody is told one notice twice.
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

/**
 * How many people one unit of work tells of a notice: a concert with 50,000 fans is told in 100 transactions of 500
 * notifications (and their mail), never one of 50,000; the notice stays stored until its last batch removes it.
 */
export const RECIPIENTS_PER_UNIT = 500

/** One notice told: its concert and how many people were notified (none when the concert is gone). */
export interface NoticeTold {
  readonly concertId: string
  readonly recipients: number
}

/** A short digest of a text (FNV-1a, 32 bits, hex): tells two versions of a notice apart. */
const digest = (text: string): string => {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0
  return hash.toString(16).padStart(8, "0")
}

/**
 * The notice's subject: its `firstAt` (a second change told the same day is news again) and a digest of what it says.
 * `concert_changed` is told once per recipient and subject (kinds.ts `ONCE_KINDS`), so a batch told again (a sweep
 * that failed half-way, two instances on one notice) notifies and mails nobody twice; a change merged into a notice
 * while it is being told is another subject, told again to those who had the earlier version.
 */
export const noticeSubject = (notice: PendingNotice): string =>
  `change-${notice.firstAt}-${digest(JSON.stringify({ changes: notice.changes, reason: notice.reason }))}`

const sameNotice = (a: PendingNotice, b: PendingNotice) => noticeSubject(a) === noticeSubject(b)

interface Batch {
  readonly notice: PendingNotice
  /** The last person told (the next batch starts after them); null when done. */
  readonly after: string | null
  readonly recipients: number
}

/**
 * One batch of a notice, inside the unit of work that holds it: the next `perUnit` people going to its
 * concert as it is now (InterestRepo `goingTo`: interest, tickets or a plan; nobody suspended or waiting to be purged),
 * after `after`. The last batch removes the notice and, for a cancellation, says so in the concert's plans' threads.
 */
const tellBatch = Effect.fnUntraced(function* (notice: PendingNotice, after: string | null, now: number, perUnit: number) {
  const notices = yield* ChangeNoticeRepo
  const concert = yield* (yield* ConcertRepo).findById(notice.concertId)
  if (Option.isNone(concert)) {
    yield* notices.remove(notice.concertId)
    return { notice, after: null, recipients: 0 } satisfies Batch
  }
  const { id, artist, venue, city, date } = concert.value
  const data: NotificationData = { kind: "concert_changed", concert: { artist, venue, city, date }, changes: notice.changes, reason: notice.reason }
  const recipients = yield* (yield* InterestRepo).goingTo(id, now, after, perUnit)
  const subjectId = noticeSubject(notice)
  for (const recipientId of recipients) yield* notify({ recipientId, actorId: null, concertId: id, subjectId, data })
  if (recipients.length === perUnit) return { notice, after: recipients[recipients.length - 1]!, recipients: recipients.length } satisfies Batch
  yield* notices.remove(id)
  // The plans for a cancelled concert say so in their threads, once, with the batch that ends the notice.
  if (notice.changes.some((c) => c.field === "status" && c.to === "cancelled")) yield* tellPlansCancelled(id, now)
  return { notice, after: null, recipients: recipients.length } satisfies Batch
})

/**
 * Tells the notices due at `now`, oldest due first, at most `NOTICES_PER_SWEEP`. Each notice is told in batches of
 * `RECIPIENTS_PER_UNIT`, each batch in its own unit of work that holds the notice: the first takes the notice no other
 * unit of work holds (`firstDue`), the next ones hold it again (`lock`); when it changed meanwhile (a change merged into
 * it) it is told afresh from the first person, and when it is gone (another instance told it) the sweep moves on. A
 * failure leaves the notice for the next sweep, which tells it from the start and notifies nobody twice. Answers the
 * notices told and how many people each reached.
 */
export const tellDueChanges = Effect.fn("tellDueChanges")(function* (now: number, options: { readonly recipientsPerUnit?: number } = {}) {
  const perUnit = options.recipientsPerUnit ?? RECIPIENTS_PER_UNIT
  const transactions = yield* Transactions
  const notices = yield* ChangeNoticeRepo
  const told: Array<NoticeTold> = []
  while (told.length < NOTICES_PER_SWEEP) {
    const first: Batch | null = yield* transactions.run(
      Effect.gen(function* () {
        const due = yield* notices.firstDue(now)
        return Option.isNone(due) ? null : yield* tellBatch(due.value, null, now, perUnit)
      })
    )
    if (first === null) break
    let batch: Batch = first
    let recipients = batch.recipients
    while (batch.after !== null) {
      const previous: Batch = batch
      const next: Batch | null = yield* transactions.run(
        Effect.gen(function* () {
          const current = yield* notices.lock(previous.notice.concertId)
          if (Option.isNone(current)) return null
          return sameNotice(current.value, previous.notice)
            ? yield* tellBatch(previous.notice, previous.after, now, perUnit)
            : yield* tellBatch(current.value, null, now, perUnit)
        })
      )
      if (next === null) break
      recipients = sameNotice(next.notice, previous.notice) ? recipients + next.recipients : next.recipients
      batch = next
    }
    told.push({ concertId: batch.notice.concertId, recipients })
  }
  return told
})
