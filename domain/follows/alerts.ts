/**
 * Use case (issue #32): a concert was added, by any path (the admin form, the CSV import, the CLI, an approved
 * suggestion). Inside that unit of work its followers' alerts are written (FollowAlertRepo `alertFor`: the alerts and
 * their in-app news in one statement, the bells ringing on commit), or, for a large import, queued with it (a row
 * per concert) and written by `writeQueuedAlerts` in batches a moment later: an import of 10,000 concerts never pays a
 * row per follower in its own transaction. Either way no alert is lost or written twice. No mail here: the alerts wait
 * for the daily batched mail (alert-mail.ts).
 */
import { Clock, Effect } from "effect"
import { Transactions } from "../kernel/transactions.ts"
import { tellBells } from "../notifications/notify.ts"
import { FollowAlertRepo } from "./alert-repo.ts"

/** How many fans one live event names: its payload stays well under PostgreSQL's NOTIFY limit (8,000 bytes). */
const BELLS_PER_EVENT = 100

/** Up to this many new concerts are alerted in their own unit of work (the form, a suggestion, a small import). */
export const ALERTED_INLINE = 100

/** How many queued concerts one unit of work of the sweep alerts. */
export const QUEUED_PER_UNIT = 500

const ringBells = (fans: ReadonlyArray<string>) =>
  Effect.forEach(
    Array.from({ length: Math.ceil(fans.length / BELLS_PER_EVENT) }, (_, i) => fans.slice(i * BELLS_PER_EVENT, (i + 1) * BELLS_PER_EVENT)),
    tellBells,
    { discard: true }
  )

/** Alerts the followers of these new concerts, or queues them when there are many; answers how many fans are alerted. */
export const alertFollowers = Effect.fnUntraced(function* (concertIds: ReadonlyArray<string>) {
  if (concertIds.length === 0) return 0
  const at = yield* Clock.currentTimeMillis
  const repo = yield* FollowAlertRepo
  if (concertIds.length > ALERTED_INLINE) {
    yield* repo.enqueue(concertIds, at)
    return yield* repo.fansToAlert(concertIds, at)
  }
  const { fans } = yield* repo.alertFor(concertIds, at)
  yield* ringBells(fans)
  return fans.length
})

/**
 * The sweep of queued alerts (run every few seconds): batches of `QUEUED_PER_UNIT` concerts, each taken and alerted in
 * one unit of work, until the queue is empty; answers the alerts written.
 */
export const writeQueuedAlerts = Effect.fn("writeQueuedAlerts")(function* () {
  const repo = yield* FollowAlertRepo
  const transactions = yield* Transactions
  let written = 0
  for (;;) {
    const batch = yield* transactions.run(
      Effect.gen(function* () {
        const ids = yield* repo.takeQueued(QUEUED_PER_UNIT)
        if (ids.length === 0) return null
        const outcome = yield* repo.alertFor(ids, yield* Clock.currentTimeMillis)
        yield* ringBells(outcome.fans)
        return outcome.alerts
      })
    )
    if (batch === null) return written
    written += batch
  }
})
