/** StoreHealth on PostgreSQL: a trivial query with a short deadline; the replica as its poller last saw it. */
import { Effect, Layer, Option, Schema } from "effect"
import { SocialGraphIndex } from "../graph/discovery-repo.graph.ts"
import { sql } from "slonik"
import { StoreHealth } from "../../domain/kernel/health.ts"
import { PgPool } from "./pool.ts"
import { PgReadRouting } from "./read-routing.ts"

const one = sql.type(Schema.toStandardSchemaV1(Schema.Struct({ ok: Schema.Literal(1) })))

export const layer: Layer.Layer<StoreHealth, never, PgPool> = Layer.effect(
  StoreHealth,
  Effect.gen(function* () {
    const pool = yield* PgPool
    const routing = yield* PgReadRouting
    return StoreHealth.of({
      ping: Effect.tryPromise(() => pool.oneFirst(one`SELECT 1 AS ok`)).pipe(
        Effect.timeout("2 seconds"),
        Effect.as(true),
        Effect.orElseSucceed(() => false)
      ),
      replica: Effect.sync(() => routing.state()),
      // The index's service exists only where discovery runs on it (adapters.ts `graph`).
      graph: Effect.map(Effect.serviceOption(SocialGraphIndex), (index) => (Option.isSome(index) ? index.value.state() : "none"))
    })
  })
)
