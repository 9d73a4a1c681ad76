/**
 * Suspends an account straight in the store, memory or PostgreSQL alike (`tables.suspensions`; `users.suspended_*`),
 * for contracts that need suspended people before (or without) the moderators' use cases.
 */
import { Effect } from "effect"
import { MemoryStore } from "../../adapters/memory/store.ts"
import { noRows, PgPool } from "../../adapters/postgres/pool.ts"
import { instant } from "../../adapters/postgres/rows.ts"

/** From `at` until `until` (null: until lifted), with a reason, whichever store the runtime holds. */
export const suspendInStore = (userId: string, at: number, until: number | null, reason = "Spam") =>
  Effect.gen(function* () {
    const memory = yield* Effect.serviceOption(MemoryStore)
    if (memory._tag === "Some") {
      memory.value.tables.suspensions.set(userId, { at, until, reason })
      return
    }
    const pool = yield* Effect.serviceOption(PgPool)
    if (pool._tag === "None") return yield* Effect.die(new Error("suspendInStore: neither a memory store nor a PostgreSQL pool"))
    yield* Effect.promise(() =>
      pool.value.query(noRows`
        UPDATE users SET suspended_at = ${instant(at)}::timestamptz,
          suspended_until = ${until === null ? null : instant(until)}::timestamptz, suspension_reason = ${reason}
        WHERE id = ${userId}::uuid`)
    )
  })

/** Lifts the account's suspension, if any, straight in the store. */
export const liftInStore = (userId: string) =>
  Effect.gen(function* () {
    const memory = yield* Effect.serviceOption(MemoryStore)
    if (memory._tag === "Some") {
      memory.value.tables.suspensions.delete(userId)
      return
    }
    const pool = yield* Effect.serviceOption(PgPool)
    if (pool._tag === "None") return yield* Effect.die(new Error("liftInStore: neither a memory store nor a PostgreSQL pool"))
    yield* Effect.promise(() =>
      pool.value.query(noRows`
        UPDATE users SET suspended_at = NULL, suspended_until = NULL, suspension_reason = NULL WHERE id = ${userId}::uuid`)
    )
  })
