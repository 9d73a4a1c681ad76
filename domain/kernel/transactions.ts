/** Port: a unit of work. Every store call inside `run` commits together or not at all. */
import { Context, type Effect } from "effect"

export class Transactions extends Context.Service<
  Transactions,
  {
    run<A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R>
  }
>()("domain/kernel/Transactions") {}
