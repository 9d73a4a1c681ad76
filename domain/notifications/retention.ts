/**
 * Retention of mail records (issue #35): the outbox keeps a mail 30 days after it was queued (sent, or given up:
 * retries end within half an hour; a link in it keeps working after, since the link lives in its own row: an
 * unsubscribe token 180 days, an invitation its configured days), and an unsubscribe token
 * lives as long as its link works (unsubscribe.ts). Deleted in batches, so no statement holds many rows at once;
 * the server runs it every hour, `soundcheck mail prune` on demand.
 */
import { Effect } from "effect"
import { MailOutbox } from "../kernel/mail.ts"
import { NotificationPreferences } from "./preferences.ts"
import { UNSUBSCRIBE_LINK_MS } from "./unsubscribe.ts"

export const OUTBOX_RETENTION_MS = 30 * 24 * 60 * 60_000
const BATCH = 5_000

/** Runs a batched delete until a batch comes back short; answers how many it deleted. */
const inBatches = (deleteBatch: (limit: number) => Effect.Effect<number>) =>
  Effect.gen(function* () {
    let total = 0
    for (;;) {
      const deleted = yield* deleteBatch(BATCH)
      total += deleted
      if (deleted < BATCH) return total
    }
  })

/** Deletes the mail and the unsubscribe tokens past their retention at `now`; answers how many of each. */
export const pruneMailRecords = Effect.fn("pruneMailRecords")(function* (now: number) {
  const outbox = yield* MailOutbox
  const preferences = yield* NotificationPreferences
  return {
    mails: yield* inBatches((limit) => outbox.deleteQueuedBefore(now - OUTBOX_RETENTION_MS, limit)),
    unsubscribeTokens: yield* inBatches((limit) => preferences.deleteUnsubscribeTokensBefore(now - UNSUBSCRIBE_LINK_MS, limit))
  }
})
