/**
 * Wire schemas of "Download your data" (issue #30), shared by the API and the web client: a person asks for an
 * archive of what Soundcheck holds about them, it is built in the background, and they download it (a ZIP) while it
 * is kept.
 */
import { Schema } from "effect"
import { utcMoment } from "../kernel/local-date.ts"

/** How long a ready archive is kept for its owner to download (2 days), then deleted. */
export const EXPORT_KEPT_MS = 2 * 24 * 60 * 60 * 1000

/** At most one export a day per account: a new one may be asked for a day after the last. */
export const EXPORT_INTERVAL_MS = 24 * 60 * 60 * 1000

export const EXPORT_STATUSES = ["building", "ready", "failed"] as const
export const ExportStatus = Schema.Literals(EXPORT_STATUSES)
export type ExportStatus = typeof ExportStatus.Type

/**
 * One export as its owner sees it. `building`: being made (poll GET /api/account/export); `ready`: download it from
 * GET /api/account/export/{id}/download until `expiresAt`; `failed`: it could not be made (ask again).
 */
export const ExportDto = Schema.Struct({
  id: Schema.String,
  status: ExportStatus,
  /** When it was asked for (epoch ms). */
  createdAt: Schema.Number,
  /** When the archive was ready; null until then. */
  readyAt: Schema.NullOr(Schema.Number),
  /** When the archive is deleted (readyAt + 2 days); null until ready. */
  expiresAt: Schema.NullOr(Schema.Number),
  /** The ZIP's size in bytes; null until ready. */
  size: Schema.NullOr(Schema.Number)
}).annotate({ identifier: "ExportDto" })
export type ExportDto = typeof ExportDto.Type

/** GET /api/account/export: the latest export still kept, for polling; null when there is none. */
export const LatestExport = Schema.Struct({ export: Schema.NullOr(ExportDto) }).annotate({ identifier: "LatestExport" })
export type LatestExport = typeof LatestExport.Type

/** The archive's file name: `soundcheck-data-<yyyy-mm-dd>.zip`, the UTC day it was made. */
export const exportFileName = (madeAt: number): string => `soundcheck-data-${new Date(madeAt).toISOString().slice(0, 10)}.zip`

/** What a person asking for a second export within a day reads (ExportLimited): when they may ask again, in UTC. */
export const exportLimitedMessage = (retryAt: number): string => `You can download your data once a day. Try again after ${utcMoment(retryAt)}.`
