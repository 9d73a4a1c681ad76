/** Every memory adapter over one fresh store: the same ports as the Postgres adapters. */
import { Effect, Layer } from "effect"
import { StoreHealth } from "../../domain/kernel/health.ts"
import * as ConcertRepoMemory from "./concert-repo.memory.ts"
import * as MailOutboxMemory from "./mail-outbox.memory.ts"
import { storeLayer, transactionsLayer } from "./store.ts"

const healthLayer = Layer.succeed(StoreHealth, StoreHealth.of({ ping: Effect.succeed(true) }))

export const layer = () =>
  Layer.mergeAll(ConcertRepoMemory.layer, MailOutboxMemory.layer, transactionsLayer, healthLayer).pipe(Layer.provideMerge(storeLayer))
