/** The server's composition root: its settings, database, migrations, demo data on a first embedded start, the app. */
import path from "node:path"
import { randomBytes } from "node:crypto"
import { fileURLToPath } from "node:url"
import { ManagedRuntime, Redacted } from "effect"
import { startMailDelivery } from "../../adapters/mail/delivery.ts"
import { devOutboxTransport, smtpTransport } from "../../adapters/mail/transport.ts"
import { pruneChanges } from "../../adapters/graph/catch-up.pg.ts"
import { openDatabase } from "../../adapters/postgres/database.ts"
import { migrate } from "../../adapters/postgres/migrate.ts"
import { makePool } from "../../adapters/postgres/pool.ts"
import { DEMO_PASSWORD, demoUsers, seedDemo } from "../../adapters/postgres/seed.ts"
import { AppSettings } from "../../domain/accounts/app-settings.ts"
import { purgeDueAccounts } from "../../domain/accounts/purge.ts"
import { writeQueuedAlerts } from "../../domain/follows/alerts.ts"
import { tellDueChanges } from "../../domain/notifications/concert-changed.ts"
import { sendDueDigests } from "../../domain/notifications/digest.ts"
import { sendReminders } from "../../domain/notifications/reminders-send.ts"
import { mailFollowAlerts } from "../../domain/follows/alert-mail.ts"
import { pruneMailRecords } from "../../domain/notifications/retention.ts"
import { sweepExports } from "../../domain/own-data/exports.ts"
import { loadSettings } from "../config/load.ts"
import { runtimeLayer } from "../config/runtime.ts"
import { buildApp } from "./app.ts"
import { PRODUCTION_SHEDDING } from "./plugins/under-pressure.ts"
import { describeStartupFailure, type StartupContext } from "./startup-errors.ts"

const webRoot = fileURLToPath(new URL("../../dist/web", import.meta.url))

/** What a failing step's line may name: known once the settings are read. */
let known: StartupContext = {}
/** Runs a start-up step; a newcomer's mistake (a bad setting, a taken port, an unreachable database) ends the process with one line. */
const step = async <A>(run: () => A | Promise<A>, cleanup: () => Promise<unknown> = async () => undefined): Promise<A> => {
  try {
    return await run()
  } catch (error) {
    const line = describeStartupFailure(error, known)
    if (line === undefined) throw error
    console.error(line)
    await cleanup().catch(() => undefined)
    process.exit(1)
  }
}

const settings = await step(() => loadSettings())
const { port, host } = settings
known = { port, databaseUrl: settings.databaseUrl }
const db = await step(() => openDatabase(settings))
await step(
  () => migrate(db.url),
  () => db.stop()
)
if (db.embedded) {
  const pool = await makePool(db.url, { maximumPoolSize: 1 })
  const seeded = await seedDemo(pool).finally(() => pool.end())
  if (seeded) {
    console.log("\nDemo data created. Sign in with any of these (password: %s):", DEMO_PASSWORD)
    for (const user of demoUsers) console.log(`  ${user.email.padEnd(24)} ${user.role === "user" ? "fan" : user.role}`)
    console.log("")
  }
}

// The social-graph index (issue #33) loads in the background; health keeps the instance out of the balancer until it
// is ready, and SQL answers meanwhile. Its lines go to the app's log once the app is built.
const graphLog: { info: (facts: object, line: string) => void; error: (facts: object, line: string) => void } = {
  info: (facts, line) => console.log(line, facts),
  error: (facts, line) => console.error(line, facts)
}
const runtime = ManagedRuntime.make(
  runtimeLayer(settings, db.url, {
    readReplica: true,
    graph: {
      onLoaded: (seconds, people) => graphLog.info({ seconds: Number(seconds.toFixed(2)), people }, "social-graph index loaded"),
      onError: (error) => graphLog.error({ err: error }, "social-graph index: SQL answers until it can read the change log")
    }
  })
)
// Without SESSION_SECRET the first start stores a random secret in app_settings, so restarts and
// every instance on the same database keep accepting each other's access tokens.
const sessionSecret =
  (settings.sessionSecret && Redacted.value(settings.sessionSecret)) ??
  (await runtime.runPromise(AppSettings.use((s) => s.getOrInit("session_secret", randomBytes(32).toString("base64url")))))
const app = await buildApp({
  runtime,
  webRoot,
  logLevel: settings.logLevel,
  sessionSecret,
  trustProxy: settings.trustProxy,
  live: { maxStreams: settings.liveMaxStreams },
  loadShedding: settings.nodeEnv === "production" ? PRODUCTION_SHEDDING : false
})
graphLog.info = (facts, line) => app.log.info(facts, line)
graphLog.error = (facts, line) => app.log.error(facts, line)
const mailPool = await makePool(db.url, { maximumPoolSize: 2 })
const mail = await startMailDelivery({
  url: db.url,
  pool: mailPool,
  transport: settings.smtpUrl ? smtpTransport(settings.smtpUrl, settings.mailFrom) : devOutboxTransport((line) => app.log.info(line)),
  onError: (error) => app.log.error({ err: error }, "mail delivery failed")
})
await step(
  () => app.listen({ port, host }),
  () => db.stop()
)
console.log(
  `Soundcheck is ready on http://localhost:${port}${db.embedded ? ` (embedded PostgreSQL in ${path.relative(process.cwd(), settings.dataDir) || "."})` : ""}`
)
// A newcomer learns who can get in: members sign in, strangers join the waitlist unless registration is open.
const registration = await runtime.runPromise(AppSettings.use((s) => s.registrationMode))
console.log(
  registration === "invite-only"
    ? "Registration is invite-only: strangers join the waitlist (open it with `soundcheck settings registration open`)."
    : "Registration is open: anyone can sign up at /auth."
)

// The weekly digests: every few minutes, those that have come due (digest_runs makes each go out once across instances).
let sweeping = false
const sweepDigests = async () => {
  if (sweeping) return
  sweeping = true
  try {
    const sent = await runtime.runPromise(sendDueDigests(Date.now()))
    if (sent.length > 0) app.log.info({ digests: sent.length }, "weekly digests queued")
  } catch (error) {
    app.log.error({ err: error }, "digest sweep failed")
  } finally {
    sweeping = false
  }
}
const digestSweep = settings.digestSweepMinutes > 0 ? setInterval(() => void sweepDigests(), settings.digestSweepMinutes * 60_000) : undefined

// The reminders on concerts' days (issue #31), on the digest's cadence (DIGEST_SWEEP_MINUTES; 0: off): those that have
// come due at 08:00 on each fan's clock (concert_reminders makes each go out once across instances).
let reminding = false
const sweepReminders = async () => {
  if (reminding) return
  reminding = true
  try {
    const sent = await runtime.runPromise(sendReminders(Date.now()))
    if (sent.length > 0) app.log.info({ reminders: sent.length }, "concert reminders sent")
  } catch (error) {
    app.log.error({ err: error }, "reminder sweep failed")
  } finally {
    reminding = false
  }
}
const reminderSweep = settings.digestSweepMinutes > 0 ? setInterval(() => void sweepReminders(), settings.digestSweepMinutes * 60_000) : undefined

// New concerts fans follow (issue #32), on the digest's cadence: one mail a day at most per fan, listing every new show
// (follow_mail_runs makes each day's go out once across instances; the alerts wait until mailed).
let mailingFollows = false
const sweepFollowAlerts = async () => {
  if (mailingFollows) return
  mailingFollows = true
  try {
    const sent = await runtime.runPromise(mailFollowAlerts(Date.now()))
    if (sent.length > 0) app.log.info({ mails: sent.length }, "new followed concerts mailed")
  } catch (error) {
    app.log.error({ err: error }, "followed concerts mail sweep failed")
  } finally {
    mailingFollows = false
  }
}
const followSweep = settings.digestSweepMinutes > 0 ? setInterval(() => void sweepFollowAlerts(), settings.digestSweepMinutes * 60_000) : undefined

// A show's changes (issue #31): every 15 s (every second or so under a shorter CHANGE_NOTICE_SECONDS), the notices whose
// window has passed are told to the people going (each notice by one instance, once: its row is deleted in the
// transaction that tells it). One sweep at a time per instance.
let telling = false
const tellChanges = async () => {
  if (telling) return
  telling = true
  try {
    const told = await runtime.runPromise(tellDueChanges(Date.now()))
    if (told.length > 0) app.log.info({ notices: told.length, recipients: told.reduce((n, t) => n + t.recipients, 0) }, "concert changes told")
    // A large import's queued follow alerts (issue #32), on the same short cadence: fans hear of new shows in seconds.
    const alerts = await runtime.runPromise(writeQueuedAlerts())
    if (alerts > 0) app.log.info({ alerts }, "queued follow alerts written")
  } catch (error) {
    app.log.error({ err: error }, "concert change sweep failed")
  } finally {
    telling = false
  }
}
const changeSweep = setInterval(() => void tellChanges(), Math.min(15_000, Math.max(1_000, settings.changeNoticeSeconds * 1000)))

// Retention: mail and unsubscribe tokens past their time, at start and every hour (on every instance: a row deleted
// twice is deleted once).
const pruneMail = async () => {
  try {
    const pruned = await runtime.runPromise(pruneMailRecords(Date.now()))
    if (pruned.mails + pruned.unsubscribeTokens > 0) app.log.info(pruned, "old mail records deleted")
  } catch (error) {
    app.log.error({ err: error }, "mail retention failed")
  }
}
void pruneMail()
const mailRetention = setInterval(() => void pruneMail(), 60 * 60_000)

// The social-graph index's change log keeps an hour (migration 0028), pruned every hour on every instance, whether this
// one runs the index or not; an index that had not read the rows pruned loads again.
const pruneGraphLog = async () => {
  try {
    const deleted = await pruneChanges(mailPool)
    if (deleted > 0) app.log.info({ deleted }, "old social-graph changes deleted")
  } catch (error) {
    app.log.error({ err: error }, "social-graph change log retention failed")
  }
}
const graphRetention = setInterval(() => void pruneGraphLog(), 60 * 60_000)

// Accounts whose 14 days since a deletion request have passed are purged, at start and every hour (issue #30; on every
// instance: each purge holds its account, so one instance purges it and the others find nothing left).
const purgeDeleted = async () => {
  try {
    const purged = await runtime.runPromise(purgeDueAccounts())
    if (purged.length > 0) app.log.info({ accounts: purged.length }, "deleted accounts purged")
  } catch (error) {
    app.log.error({ err: error }, "account purge failed")
  }
}
void purgeDeleted()
const accountPurge = setInterval(() => void purgeDeleted(), 60 * 60_000)

// Data exports (issue #30), every minute on every instance: builds an instance left (it stopped) are taken over
// (each by one instance), and archives past their 2 days are deleted. One sweep at a time per instance.
let sweepingExports = false
const sweepDataExports = async () => {
  if (sweepingExports) return
  sweepingExports = true
  try {
    const swept = await runtime.runPromise(sweepExports())
    if (swept.finished + swept.failed + swept.deleted > 0) app.log.info(swept, "data exports swept")
  } catch (error) {
    app.log.error({ err: error }, "data export sweep failed")
  } finally {
    sweepingExports = false
  }
}
const exportSweep = setInterval(() => void sweepDataExports(), 60_000)

/** How long in-flight requests may run on after SIGTERM before their connections are cut. */
const { shutdownGraceMs } = settings
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
  clearInterval(digestSweep)
  clearInterval(reminderSweep)
  clearInterval(followSweep)
  clearInterval(changeSweep)
  clearInterval(mailRetention)
  clearInterval(graphRetention)
  clearInterval(accountPurge)
  clearInterval(exportSweep)
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
