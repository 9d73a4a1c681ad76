/** The NotificationPreferences contract: every adapter must pass it. */
import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { MAIL_TOPICS, mailedByDefault, NotificationPreferences } from "../../domain/notifications/preferences.ts"
import { aUser, type FreshStore, withStore } from "./fresh-store.ts"

const [me, bea] = [aUser(1).id, aUser(2).id]

const setUp = Effect.gen(function* () {
  const users = yield* UserRepo
  for (const n of [1, 2]) yield* users.insert(aUser(n))
  return yield* NotificationPreferences
})

export const notificationPreferencesContract = (name: string, fresh: FreshStore) =>
  describe(`NotificationPreferences contract: ${name}`, () => {
    const run = withStore(fresh)

    it("answers the defaults until a person chooses, then their choice for that topic and person only", async () => {
      const seen = await run(
        Effect.gen(function* () {
          const prefs = yield* setUp
          const before = yield* prefs.all(me)
          yield* prefs.set(me, "friend_has_tickets", false)
          yield* prefs.set(me, "friend_request_accepted", true)
          yield* prefs.set(me, "digest", false)
          yield* prefs.set(me, "digest", true)
          yield* prefs.set(me, "digest", false)
          return {
            before,
            after: yield* prefs.all(me),
            bea: yield* prefs.all(bea),
            wants: yield* Effect.forEach(["friend_has_tickets", "friend_request_accepted", "digest", "ready_to_go"] as const, (t) => prefs.wantsEmail(me, t)),
            beaWants: yield* prefs.wantsEmail(bea, "friend_has_tickets")
          }
        })
      )
      const defaults = MAIL_TOPICS.map((topic) => ({ topic, byEmail: mailedByDefault(topic) }))
      expect(seen.before).toEqual(defaults)
      expect(defaults.find((d) => d.topic === "digest")?.byEmail).toBe(true)
      expect(defaults.find((d) => d.topic === "friend_request_accepted")?.byEmail).toBe(false)
      expect(seen.bea).toEqual(defaults)
      const changed = { friend_has_tickets: false, friend_request_accepted: true, digest: false } as Record<string, boolean>
      expect(seen.after).toEqual(defaults.map((d) => ({ topic: d.topic, byEmail: changed[d.topic] ?? d.byEmail })))
      expect(seen.wants).toEqual([false, true, false, true])
      expect(seen.beaWants).toBe(true)
    })

    it("finds an unsubscribe token by its hash: whose, which topic and when minted; an unknown one is none", async () => {
      const found = await run(
        Effect.gen(function* () {
          const prefs = yield* setUp
          yield* prefs.addUnsubscribeToken({ tokenHash: "hash-a", userId: me, topic: "digest", createdAt: 1_800_000_000_000 })
          yield* prefs.addUnsubscribeToken({ tokenHash: "hash-b", userId: bea, topic: "ready_to_go", createdAt: 1_800_000_060_000 })
          return [yield* prefs.unsubscribeTokenOf("hash-a"), yield* prefs.unsubscribeTokenOf("hash-b"), yield* prefs.unsubscribeTokenOf("hash-c")]
        })
      )
      expect(found).toEqual([
        Option.some({ userId: me, topic: "digest", createdAt: 1_800_000_000_000 }),
        Option.some({ userId: bea, topic: "ready_to_go", createdAt: 1_800_000_060_000 }),
        Option.none()
      ])
    })

    it("deletes the tokens minted before a time, at most `limit` at once, and keeps the rest", async () => {
      const got = await run(
        Effect.gen(function* () {
          const prefs = yield* setUp
          const at = 1_800_000_000_000
          for (let n = 0; n < 5; n++) yield* prefs.addUnsubscribeToken({ tokenHash: `hash-${n}`, userId: n % 2 ? me : bea, topic: "digest", createdAt: at + n })
          const first = yield* prefs.deleteUnsubscribeTokensBefore(at + 3, 2)
          const second = yield* prefs.deleteUnsubscribeTokensBefore(at + 3, 2)
          const kept = yield* Effect.forEach([0, 1, 2, 3, 4], (n) => Effect.map(prefs.unsubscribeTokenOf(`hash-${n}`), Option.isSome))
          return { first, second, kept }
        })
      )
      expect([got.first, got.second]).toEqual([2, 1])
      expect(got.kept).toEqual([false, false, false, true, true])
    })
  })
