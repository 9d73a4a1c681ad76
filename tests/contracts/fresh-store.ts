/** A fresh, empty store of every adapter for one example; contracts run one program against it. */
import { Effect, Layer, Option } from "effect"
import { SocialGraphIndex } from "../../adapters/graph/discovery-repo.graph.ts"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import * as DiscoveryRepoPg from "../../adapters/postgres/discovery-repo.pg.ts"
import type { AppServices } from "../../domain/services.ts"
import { testDatabase } from "../support/pg.ts"

export type FreshStore = () => Promise<{ readonly layer: Layer.Layer<AppServices>; readonly dispose: () => Promise<void> }>

export const memoryStore: FreshStore = async () => ({ layer: MemoryAdapters.layer(), dispose: async () => undefined })

export const postgresStore: FreshStore = async () => {
  const db = await testDatabase()
  return { layer: Layer.fresh(PostgresAdapters.layer(db.url, { maximumPoolSize: 2 })), dispose: db.drop }
}

/**
 * One fresh Postgres database under two stores: the adapters as the server runs them (`layer`), and the same with
 * discovery planned as for a large circle (probing concerts) whatever the circle's size (`probing`). What one loads,
 * the other reads: a world is loaded once for both plans.
 */
export const postgresPlans = async (): Promise<{
  readonly layer: Layer.Layer<AppServices>
  readonly probing: Layer.Layer<AppServices>
  /** Discovery on the social-graph index (issue #33), holding every concert whatever its day. */
  readonly graph: Layer.Layer<AppServices>
  readonly dispose: () => Promise<void>
}> => {
  const db = await testDatabase()
  const adapters = () => PostgresAdapters.layer(db.url, { maximumPoolSize: 2 })
  const probing = adapters()
  return {
    layer: Layer.fresh(adapters()),
    probing: Layer.fresh(Layer.merge(probing, DiscoveryRepoPg.layerWith({ largeCircle: 0 }).pipe(Layer.provide(probing)))),
    graph: Layer.fresh(PostgresAdapters.layer(db.url, { maximumPoolSize: 2, graph: { allConcerts: true } })),
    dispose: db.drop
  }
}

/** Waits until the runtime's social-graph index is loaded and current (SQL answers until then), at most 10 s. */
export const graphReady: Effect.Effect<void, never, AppServices> = Effect.gen(function* () {
  const index = yield* Effect.serviceOption(SocialGraphIndex)
  if (Option.isNone(index)) return yield* Effect.die(new Error("this runtime has no social-graph index"))
  for (let waited = 0; index.value.state() !== "ready"; waited += 10) {
    if (waited > 10_000) return yield* Effect.die(new Error(`the social-graph index is ${index.value.state()}`))
    yield* Effect.sleep("10 millis")
  }
})

export const withStore =
  (fresh: FreshStore) =>
  async <A, E>(program: Effect.Effect<A, E, AppServices>): Promise<A> => {
    const { layer, dispose } = await fresh()
    try {
      return await Effect.runPromise(program.pipe(Effect.provide(layer)))
    } finally {
      await dispose()
    }
  }

const uuidOf = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`

/** A user row with a fixed id, for repositories that need one to exist. */
export const aUser = (n: number, email = `user${n}@example.com`) => ({
  id: uuidOf(1000 + n),
  email,
  passwordHash: `hash-${n}`,
  signupDisplayName: n % 2 === 0 ? `Name ${n}` : null,
  createdAt: 1_750_000_000_000 + n * 1000
})

export const anId = uuidOf
