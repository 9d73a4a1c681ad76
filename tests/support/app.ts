/** Builds the API for tests, over the memory adapters or a fresh PostgreSQL database. */
import { Layer, ManagedRuntime } from "effect"
import type { FastifyInstance } from "fastify"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import { buildApp } from "../../apps/api/app.ts"
import type { AppServices } from "../../domain/services.ts"
import { testDatabase } from "./pg.ts"

export interface TestApp {
  readonly app: FastifyInstance
  readonly runtime: ManagedRuntime.ManagedRuntime<AppServices, never>
  readonly close: () => Promise<void>
}

const fromLayer = async (layer: Layer.Layer<AppServices>, after: () => Promise<void> = async () => undefined): Promise<TestApp> => {
  const runtime = ManagedRuntime.make(layer)
  const app = await buildApp({ runtime, logLevel: false })
  return {
    app,
    runtime,
    close: async () => {
      await app.close()
      await runtime.dispose()
      await after()
    }
  }
}

export const memoryApp = () => fromLayer(MemoryAdapters.layer())

export const postgresApp = async () => {
  const db = await testDatabase()
  return { ...(await fromLayer(PostgresAdapters.layer(db.url, { maximumPoolSize: 4 }), db.drop)), databaseUrl: db.url }
}
