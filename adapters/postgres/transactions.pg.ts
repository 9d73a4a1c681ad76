/** Transactions on PostgreSQL: the whole effect runs on one connection, rolled back on any failure. */
import { Effect, Exit, Layer, Option } from "effect"
import { Transactions } from "../../domain/kernel/transactions.ts"
import { PgPool, PgTransaction } from "./pool.ts"

/** Carries an Effect failure through slonik's promise API so that slonik rolls back. */
class RolledBack<E> extends Error {
  readonly exit: Exit.Exit<unknown, E>
  constructor(exit: Exit.Exit<unknown, E>) {
    super("transaction rolled back")
    this.exit = exit
  }
}

export const layer: Layer.Layer<Transactions, never, PgPool> = Layer.effect(
  Transactions,
  Effect.gen(function* () {
    const pool = yield* PgPool
    return Transactions.of({
      run: <A, E, R>(effect: Effect.Effect<A, E, R>) =>
        Effect.gen(function* () {
          // A nested unit of work joins the open transaction.
          if (Option.isSome(yield* Effect.serviceOption(PgTransaction))) return yield* effect
          const context = yield* Effect.context<R>()
          const exit = yield* Effect.promise(() =>
            pool
              .transaction(async (connection) => {
                const inner = await Effect.runPromiseExitWith(context)(Effect.provideService(effect, PgTransaction, connection))
                if (Exit.isFailure(inner)) throw new RolledBack(inner)
                return inner
              })
              .catch((error: unknown) => {
                if (error instanceof RolledBack) return error.exit as Exit.Exit<A, E>
                return Exit.die(error) as Exit.Exit<A, E>
              })
          )
          return yield* exit
        })
    })
  })
)
