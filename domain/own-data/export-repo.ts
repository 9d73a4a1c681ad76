/**
 * Port: a person's data exports (issue #30) and their archives. One row per export asked for, which also counts the
 * daily limit; the archive (a ZIP's bytes) is kept beside it until it expires, then deleted with the row.
 */
import { Context, type Effect, type Option } from "effect"
import type { ExportStatus } from "./contract.ts"

export interface NewExport {
  readonly id: string
  readonly userId: string
  readonly createdAt: number
}

export interface DataExport extends NewExport {
  readonly status: ExportStatus
  readonly readyAt: number | null
  readonly expiresAt: number | null
  /** The archive's size in bytes, once ready. */
  readonly size: number | null
  /** When the latest build of it began (the request's, or a sweep's that took it over). */
  readonly buildStartedAt: number
  /** How many builds began. */
  readonly attempts: number
}

export class ExportRepo extends Context.Service<
  ExportRepo,
  {
    /**
     * Adds the export (building, its first build begun at its creation) unless its owner has one that is not failed
     * created after `since`; answers null when added, else when the latest of those was created. Two adds for one
     * person are counted one after the other; callers run it inside a unit of work.
     */
    addUnlessSince(entry: NewExport, since: number): Effect.Effect<number | null>
    find(id: string): Effect.Effect<Option.Option<DataExport>>
    /** The person's newest export still kept at `now` (building, failed, or ready and not expired). */
    latest(userId: string, now: number): Effect.Effect<Option.Option<DataExport>>
    /** The person's own ready export, while kept at `now`; none for anyone else's, or one not ready or expired. */
    downloadable(id: string, userId: string, now: number): Effect.Effect<Option.Option<DataExport>>
    /**
     * At most `length` bytes of the archive of the person's own ready export, from byte `offset`: read in slices, so
     * a download never holds the whole archive. Fewer (none) past its end, or once it is gone (deleted, or not theirs).
     */
    archiveSlice(id: string, userId: string, offset: number, length: number): Effect.Effect<Uint8Array>
    /**
     * Stores the archive of an export still building and marks it ready (expiring at `expiresAt`); false when it is
     * not building any more (another build finished it first, or it was deleted), and then nothing changes.
     */
    complete(id: string, bytes: Uint8Array, at: number, expiresAt: number): Effect.Effect<boolean>
    /** Marks an export still building failed; false when it was not building. */
    fail(id: string): Effect.Effect<boolean>
    /**
     * Takes over at most `limit` exports building whose latest build began before `before` (its instance died): each
     * is restamped as begun at `now` with one more attempt, so another sweep does not take it too; answers them
     * (as restamped) in id order.
     */
    claimStale(before: number, now: number, limit: number): Effect.Effect<ReadonlyArray<DataExport>>
    /**
     * Deletes, archive and all, at most `limit` exports no longer kept at `now`: ready ones past `expiresAt`, and
     * failed ones created before `failedBefore`; answers how many.
     */
    deleteExpired(now: number, failedBefore: number, limit: number): Effect.Effect<number>
  }
>()("domain/own-data/ExportRepo") {}
