/** Retention of mail records (retention.ts) on the memory adapters and on PostgreSQL: what is past its time goes, the rest stays. */
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { NotificationPreferences } from "../../domain/notifications/preferences.ts"
import { OUTBOX_RETENTION_MS, pruneMailRecords } from "../../domain/notifications/retention.ts"
import { UNSUBSCRIBE_LINK_MS } from "../../domain/notifications/unsubscribe.ts"
import { aUser, memoryStore, postgresStore, withStore } from "./fresh-store.ts"

const DAY = 86_400_000

for (const [name, fresh] of [
  ["memory", memoryStore],
  ["postgres", postgresStore]
] as const) {
  describe(`mail retention: ${name}`, () => {
    it("deletes mail queued more than 30 days ago and unsubscribe tokens whose link has expired; keeps the rest", async () => {
      const got = await withStore(fresh)(
        Effect.gen(function* () {
          const me = aUser(1)
          yield* (yield* UserRepo).insert(me)
          const outbox = yield* MailOutbox
          const preferences = yield* NotificationPreferences
          yield* outbox.enqueue({ to: me.email, subject: "Reset your Soundcheck password", text: "…" })
          yield* outbox.enqueue({ to: me.email, subject: "news", text: "…", priority: "notification" })
          const queuedAt = Math.max(...(yield* outbox.list({ limit: 10 })).map((m) => m.createdAt))
          const token = (hash: string, age: number) =>
            preferences.addUnsubscribeToken({ tokenHash: hash, userId: me.id, topic: "digest", createdAt: queuedAt - age })
          yield* token("expired", UNSUBSCRIBE_LINK_MS + DAY)
          yield* token("expiring", UNSUBSCRIBE_LINK_MS - DAY)
          yield* token("new", 0)
          const standing = Effect.gen(function* () {
            return {
              mails: (yield* outbox.list({ limit: 10 })).length,
              tokens: yield* Effect.forEach(["expired", "expiring", "new"], (hash) => Effect.map(preferences.unsubscribeTokenOf(hash), (t) => t._tag))
            }
          })
          const first = yield* pruneMailRecords(queuedAt + DAY)
          const kept = yield* standing
          const month = yield* pruneMailRecords(queuedAt + OUTBOX_RETENTION_MS + DAY)
          return { first, kept, month, left: yield* standing }
        })
      )
      expect(got.first).toEqual({ mails: 0, unsubscribeTokens: 1 })
      expect(got.kept).toEqual({ mails: 2, tokens: ["None", "Some", "Some"] })
      expect(got.month).toEqual({ mails: 2, unsubscribeTokens: 1 })
      expect(got.left).toEqual({ mails: 0, tokens: ["None", "None", "Some"] })
    })
  })
}
