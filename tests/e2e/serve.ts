/** The server the end-to-end suite drives: the real API and built web client on a fresh, seeded PostgreSQL. */
import { mkdir, writeFile } from "node:fs/promises"
import { dirname } from "node:path"
import { fileURLToPath } from "node:url"
import { Effect, ManagedRuntime } from "effect"
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import { makePool } from "../../adapters/postgres/pool.ts"
import { seedDemo } from "../../adapters/postgres/seed.ts"
import { buildApp } from "../../apps/api/app.ts"
import { writeQueuedAlerts } from "../../domain/follows/alerts.ts"
import { tellDueChanges } from "../../domain/notifications/concert-changed.ts"
import { freshDatabase, prepareTemplate, testServerUrl } from "../support/test-database.ts"

const port = Number(process.env.E2E_PORT ?? 4310)
/** Where the journeys find this run's database (to read the mail outbox, say). */
const databaseUrlFile = fileURLToPath(new URL(`../../.test-results/e2e-database-url-${port}`, import.meta.url))
const server = await testServerUrl()
const db = await freshDatabase(server.url, await prepareTemplate(server.url))
await mkdir(dirname(databaseUrlFile), { recursive: true })
await writeFile(databaseUrlFile, db.url)
const pool = await makePool(db.url, { maximumPoolSize: 1 })
await seedDemo(pool).finally(() => pool.end())

const runtime = ManagedRuntime.make(
  PostgresAdapters.layer(db.url, {
    // Every journey signs in from 127.0.0.1, many of them as the same demo fans.
    // A show's changes are told a second after the first one (CHANGE_NOTICE_SECONDS, as the server reads it), not 30 min.
    config: { publicUrl: `http://127.0.0.1:${port}`, rateLimitScale: 100, changeNoticeWindowMs: Number(process.env.CHANGE_NOTICE_SECONDS ?? 1) * 1000 }
  })
)
const app = await buildApp({
  runtime,
  webRoot: process.env.E2E_WEB_ROOT ?? fileURLToPath(new URL("../../dist/web", import.meta.url)),
  logLevel: "warn"
})
await app.listen({ port, host: "127.0.0.1" })
// The server's sweeps of due change notices and queued follow alerts (apps/api/server.ts), every second here.
const changeSweep = setInterval(
  () =>
    void runtime
      .runPromise(Effect.andThen(tellDueChanges(Date.now()), writeQueuedAlerts()))
      .catch((error) => console.error("concert change or follow alert sweep failed", error)),
  1000
)

// Playwright signals the whole process group, so an embedded server may already be going down.
const stop = async () => {
  clearInterval(changeSweep)
  for (const step of [() => app.close(), () => runtime.dispose(), () => db.drop(), () => server.stop()]) {
    await step().catch(() => undefined)
  }
  process.exit(0)
}
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
