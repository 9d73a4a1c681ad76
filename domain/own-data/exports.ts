/**
 * "Download your data" (issue #30): a person asks for an archive of what Soundcheck holds about them, at most once a
 * day; it is built in the background (the request answers at once), kept for its owner alone for 2 days, and the
 * person is told in the app when it is ready. An admin exports an account for a request that came by mail
 * (`soundcheck users export`), built at once and recorded in the audit log.
 */
import { Clock, Effect, Option } from "effect"
import type { Actor, UserTarget } from "../accounts/admin.ts"
import { AuditLog } from "../audit/audit-log.ts"
import { authorizeAdmin } from "../curation/actor.ts"
import { isUuid } from "../kernel/ids.ts"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import { findTarget } from "../moderation/standing.ts"
import { notify } from "../notifications/notify.ts"
import { archiveFiles } from "./archive.ts"
import { ArchiveWriter } from "./archive-writer.ts"
import { EXPORT_INTERVAL_MS, EXPORT_KEPT_MS, type ExportDto, exportFileName, type LatestExport } from "./contract.ts"
import { ExportLimited, ExportNotFound } from "./errors.ts"
import { type DataExport, ExportRepo } from "./export-repo.ts"
import { collectOwnData } from "./own-data.ts"

/** A build still running after this long was left by an instance that stopped: a sweep takes it over. */
export const STALE_BUILD_MS = 5 * 60_000

/** Builds begun per export before it is given up as failed (a build that keeps failing must not loop). */
export const MAX_BUILD_ATTEMPTS = 3

/** Exports a sweep takes over or deletes per batch. */
const SWEEP_BATCH = 100

export const toExportDto = (e: DataExport): ExportDto => ({
  id: e.id,
  status: e.status,
  createdAt: e.createdAt,
  readyAt: e.readyAt,
  expiresAt: e.expiresAt,
  size: e.size
})

/** The ZIP of everything of the person's, at the clock's time: the archive's bytes and when it was made. */
export const archiveOf = Effect.fn("archiveOf")(function* (userId: string) {
  const data = yield* collectOwnData(userId)
  return { bytes: yield* (yield* ArchiveWriter).zip(archiveFiles(data), data.at), at: data.at }
})

/**
 * The person asks for an export: refused with ExportLimited while one they asked for in the last day is not failed
 * (counted inside the unit of work, one request after the other). Answers it, building; the caller starts the build.
 */
export const requestExport = Effect.fn("requestExport")(function* (userId: string) {
  const repo = yield* ExportRepo
  const now = yield* Clock.currentTimeMillis
  const entry = { id: yield* (yield* Tokens).uuid, userId, createdAt: now }
  const latest = yield* (yield* Transactions).run(repo.addUnlessSince(entry, now - EXPORT_INTERVAL_MS))
  if (latest !== null) {
    const retryAt = latest + EXPORT_INTERVAL_MS
    return yield* new ExportLimited({ retryAt, retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now) / 1000)) })
  }
  return { id: entry.id, status: "building", createdAt: now, readyAt: null, expiresAt: null, size: null } satisfies ExportDto
})

/** The person's newest export still kept, for the settings page to poll. */
export const latestExport = Effect.fn("latestExport")(function* (userId: string) {
  const latest = yield* (yield* ExportRepo).latest(userId, yield* Clock.currentTimeMillis)
  return { export: Option.getOrNull(Option.map(latest, toExportDto)) } satisfies LatestExport
})

/**
 * The person's own ready export while it is kept, to download: its id, file name and size (its bytes are read with
 * `archiveSlice`, a slice at a time); ExportNotFound for anything else.
 */
export const downloadExport = Effect.fn("downloadExport")(function* (userId: string, exportId: string) {
  const found = isUuid(exportId) ? yield* (yield* ExportRepo).downloadable(exportId.toLowerCase(), userId, yield* Clock.currentTimeMillis) : Option.none()
  if (Option.isNone(found)) return yield* new ExportNotFound({ exportId })
  const entry = found.value
  return { id: entry.id, fileName: exportFileName(entry.readyAt ?? entry.createdAt), size: entry.size ?? 0 }
})

/** How many bytes of an archive a download reads at once: its memory per download. */
export const DOWNLOAD_SLICE = 256 * 1024

/** At most `length` bytes of the person's own ready archive from `offset`; fewer (none) past its end or once it is gone. */
export const archiveSlice = (userId: string, exportId: string, offset: number, length: number) =>
  ExportRepo.use((repo) => repo.archiveSlice(exportId, userId, offset, length))

/**
 * Builds an export still building: reads the person's data, writes the archive, and in one unit of work stores it
 * (ready, kept 2 days) and tells the person (data_export_ready) — unless another build finished it first, and then
 * nothing is told twice. An account gone meanwhile fails it. Answers whether this build finished it.
 */
export const buildExport = Effect.fn("buildExport")(function* (exportId: string) {
  const repo = yield* ExportRepo
  const found = yield* repo.find(exportId)
  if (Option.isNone(found) || found.value.status !== "building") return false
  const { userId } = found.value
  const archive = yield* Effect.result(archiveOf(userId))
  if (archive._tag === "Failure") {
    yield* repo.fail(exportId)
    return false
  }
  const { bytes, at } = archive.success
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      if (!(yield* repo.complete(exportId, bytes, at, at + EXPORT_KEPT_MS))) return false
      yield* notify({ recipientId: userId, actorId: null, concertId: null, subjectId: exportId, data: { kind: "data_export_ready" } })
      return true
    })
  )
})

/**
 * The sweep (every minute on every instance): takes over the builds an instance left (begun over 5 minutes ago),
 * giving up on one after 3 attempts, and deletes the archives no longer kept (and failed exports after 2 days).
 * Answers how many it finished, gave up and deleted.
 */
export const sweepExports = Effect.fn("sweepExports")(function* () {
  const repo = yield* ExportRepo
  const now = yield* Clock.currentTimeMillis
  let finished = 0
  let failed = 0
  for (;;) {
    const stale = yield* repo.claimStale(now - STALE_BUILD_MS, now, SWEEP_BATCH)
    for (const e of stale) {
      if (e.attempts > MAX_BUILD_ATTEMPTS) {
        if (yield* repo.fail(e.id)) failed++
      } else if (yield* buildExport(e.id)) finished++
    }
    if (stale.length < SWEEP_BATCH) break
  }
  let deleted = 0
  for (;;) {
    const batch = yield* repo.deleteExpired(now, now - EXPORT_KEPT_MS, SWEEP_BATCH)
    deleted += batch
    if (batch < SWEEP_BATCH) break
  }
  return { finished, failed, deleted }
})

/**
 * An admin exports an account (a request that came by mail): built at once, not stored, not counted against the
 * person's daily export; recorded in the audit log in the same unit of work as the read.
 */
export const exportAccount = Effect.fn("exportAccount")(function* (actor: Actor, target: UserTarget) {
  yield* authorizeAdmin(actor)
  const user = yield* findTarget(target)
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      const archive = yield* archiveOf(user.id)
      yield* (yield* AuditLog).record({
        actorId: actor.kind === "user" ? actor.user.id : null,
        action: "user.data_exported",
        subjectType: "user",
        subjectId: user.id,
        details: { via: actor.kind, size: archive.bytes.length }
      })
      return { userId: user.id, email: user.email, fileName: exportFileName(archive.at), bytes: archive.bytes }
    })
  )
})
