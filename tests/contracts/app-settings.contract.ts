/** The AppSettings, RateLimiter and AuditLog contract: every adapter must pass it. */
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { AppSettings } from "../../domain/accounts/app-settings.ts"
import { RateLimiter } from "../../domain/accounts/rate-limiter.ts"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import { type FreshStore, withStore } from "./fresh-store.ts"

export const appSettingsContract = (name: string, fresh: FreshStore) =>
  describe(`AppSettings, RateLimiter and AuditLog contract: ${name}`, () => {
    const run = withStore(fresh)

    it("registration starts invite-only and keeps the mode it is set to; the first stored value of a key wins", async () => {
      const got = await run(
        Effect.gen(function* () {
          const settings = yield* AppSettings
          const initial = yield* settings.registrationMode
          yield* settings.setRegistrationMode("open")
          return {
            initial,
            changed: yield* settings.registrationMode,
            first: yield* settings.getOrInit("session_secret", "one"),
            second: yield* settings.getOrInit("session_secret", "two")
          }
        })
      )
      expect(got).toEqual({ initial: "invite-only", changed: "open", first: "one", second: "one" })
    })

    it("counts attempts per key and window", async () => {
      const got = await run(
        Effect.gen(function* () {
          const limiter = yield* RateLimiter
          const a = yield* Effect.forEach([1, 2, 3], () => limiter.hit("sign-in:email:a", 0))
          const b = yield* limiter.hit("sign-in:email:b", 0)
          const next = yield* limiter.hit("sign-in:email:a", 900_000)
          const counted = yield* Effect.forEach(["sign-in:email:a", "sign-in:email:b", "sign-in:email:c"], (key) => limiter.count(key, 900_000))
          return { a, b, next, counted, again: yield* limiter.count("sign-in:email:a", 900_000) }
        })
      )
      expect(got).toEqual({ a: [1, 2, 3], b: 1, next: 1, counted: [1, 0, 0], again: 1 })
    })

    it("the audit log lists entries newest first with their details", async () => {
      const got = await run(
        Effect.gen(function* () {
          const audit = yield* AuditLog
          yield* audit.record({ actorId: null, action: "a", subjectType: "user", subjectId: "1", details: { via: "cli" } })
          yield* audit.record({ actorId: null, action: "b", subjectType: "app_settings", subjectId: null, details: { on: true, n: 2 } })
          return yield* audit.list(10)
        })
      )
      expect(got.map((e) => e.action)).toEqual(["b", "a"])
      expect(got[0]).toMatchObject({ actorId: null, subjectType: "app_settings", subjectId: null, details: { on: true, n: 2 } })
      expect(got[1]?.details).toEqual({ via: "cli" })
    })
  })
