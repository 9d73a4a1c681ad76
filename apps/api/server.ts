/** The server's composition root: database, migrations, demo data on a first embedded start, the app. */
import { randomBytes } from "node:crypto"
import { fileURLToPath } from "node:url"
import { ManagedRuntime } from "effect"
import { startMailDelivery } from "../../adapters/mail/delivery.ts"
import { devOutboxTransport, smtpTransport } from "../../adapters/mail/transport.ts"
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import { openDatabase } from "../../adapters/postgres/database.ts"
import { migrate } from "../../adapters/postgres/migrate.ts"
import { makePool } from "../../adapters/postgres/pool.ts"
import { DEMO_PASSWORD, demoUsers, seedDemo } from "../../adapters/postgres/seed.ts"
import { AppSettings } from "../../domain/accounts/app-settings.ts"
import { buildApp } from "./app.ts"
import { describeStartupFailure, SettingInvalid } from "./startup-errors.ts"
import { parseTrustProxy } from "./trust-proxy.ts"

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? "localhost"
const webRoot = fileURLToPath(new URL("../../dist/web", import.meta.url))

/** Runs a start-up step; a newcomer's mistake (a taken port, an unreachable database, a bad setting) ends the process with one line. */
const step = async <A>(run: () => A | Promise<A>, cleanup: () => Promise<unknown> = async () => undefined): Promise<A> => {
  try {
    return await run()
  } catch (error) {
    const line = describeStartupFailure(error, { port, databaseUrl: process.env.DATABASE_URL })
    if (line === undefined) throw error
    console.error(line)
    await cleanup().catch(() => undefined)
    process.exit(1)
  }
}

const trustProxy = await step(() => parseTrustProxy(process.env.TRUST_PROXY))
const db = await step(() => openDatabase())
await step(() => migrate(db.url), () => db.stop())
if (db.embedded) {
  const pool = await makePool(db.url, { maximumPoolSize: 1 })
  const seeded = await seedDemo(pool).finally(() => pool.end())
  if (seeded) {
    console.log("\nDemo data created. Sign in with any of these (password: %s):", DEMO_PASSWORD)
    for (const user of demoUsers) console.log(`  ${user.email.padEnd(24)} ${user.role === "admin" ? "admin" : "fan"}`)
    console.log("")
  }
}

const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`
/** A whole-number setting from the environment, at least `min`; unset means the default. */
const wholeNumber = (name: string, min: number): number | undefined => {
  const raw = process.env[name]
  if (raw === undefined || raw.trim() === "") return undefined
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min) throw new SettingInvalid(`${name} must be a whole number of at least ${min}`)
  return n
}
const invitationDays = await step(() => wholeNumber("INVITATION_DAYS", 1))
const inviteCountDefault = await step(() => wholeNumber("INVITES_PER_USER", 0))
const rateLimitScale = await step(() => wholeNumber("RATE_LIMIT_SCALE", 1))
const liveMaxStreams = await step(() => wholeNumber("LIVE_MAX_STREAMS", 1))
const runtime = ManagedRuntime.make(PostgresAdapters.layer(db.url, {
  // Rate-limit counters on Redis when REDIS_URL is set, else in PostgreSQL; shared by every instance either way.
  redisUrl: process.env.REDIS_URL || undefined,
  config: {
    publicUrl,
    ...(invitationDays === undefined ? {} : { invitationDays }),
    ...(inviteCountDefault === undefined ? {} : { inviteCountDefault }),
    ...(rateLimitScale === undefined ? {} : { rateLimitScale })
  }
}))
// Without SESSION_SECRET the first start stores a random secret in app_settings, so restarts and
// every instance on the same database keep accepting each other's access tokens.
const sessionSecret = process.env.SESSION_SECRET ??
  await runtime.runPromise(AppSettings.use((s) => s.getOrInit("session_secret", randomBytes(32).toString("base64url"))))
const app = await buildApp({
  runtime,
  webRoot,
  logLevel: process.env.LOG_LEVEL ?? "info",
  sessionSecret,
  trustProxy,
  live: liveMaxStreams === undefined ? undefined : { maxStreams: liveMaxStreams }
})
const mailPool = await makePool(db.url, { maximumPoolSize: 2 })
const mail = await startMailDelivery({
  url: db.url,
  pool: mailPool,
  transport: process.env.SMTP_URL
    ? smtpTransport(process.env.SMTP_URL, process.env.MAIL_FROM ?? "Soundcheck <no-reply@soundcheck.local>")
    : devOutboxTransport((line) => app.log.info(line)),
  onError: (error) => app.log.error({ err: error }, "mail delivery failed")
})
await step(() => app.listen({ port, host }), () => db.stop())
console.log(`Soundcheck is ready on http://localhost:${port}${db.embedded ? " (embedded PostgreSQL under .data/)" : ""}`)

/** How long in-flight requests may run on after SIGTERM before their connections are cut. */
const shutdownGraceMs = wholeNumber("SHUTDOWN_GRACE_MS", 0) ?? 10_000
let stopping = false
/**
 * SIGTERM/SIGINT: stop accepting connections, end the live-update streams (their preClose hook), let
 * in-flight requests finish (closing each keep-alive connection once idle; after the grace period what
 * is left is cut), then stop the mail worker, close the pools and the embedded server, and exit.
 */
const stop = async (signal: string) => {
  if (stopping) return
  stopping = true
  app.log.info({ signal }, "shutting down: in-flight requests finish, new connections are refused")
  const reapIdle = setInterval(() => app.server.closeIdleConnections(), 100)
  const cut = setTimeout(() => {
    app.log.warn("requests still in flight after the grace period: closing their connections")
    app.server.closeAllConnections()
  }, shutdownGraceMs)
  setTimeout(() => process.exit(1), shutdownGraceMs + 10_000).unref()
  let code = 0
  try {
    await app.close()
    await mail.stop()
    await mailPool.end()
    await runtime.dispose()
    await db.stop()
  } catch (error) {
    code = 1
    app.log.error({ err: error }, "shutdown failed")
  } finally {
    clearInterval(reapIdle)
    clearTimeout(cut)
  }
  process.exit(code)
}
process.on("SIGINT", () => void stop("SIGINT"))
process.on("SIGTERM", () => void stop("SIGTERM"))
