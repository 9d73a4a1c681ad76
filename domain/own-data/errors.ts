/** Expected failures of "Download your data" (issue #30), named after the condition; the prose lives at the edges. */
import { Schema } from "effect"

/** An export was asked for less than a day after the last one: a new one may be asked at `retryAt` (epoch ms). */
export class ExportLimited extends Schema.TaggedError<ExportLimited>()("ExportLimited", {
  retryAt: Schema.Number,
  retryAfterSeconds: Schema.Number
}) {}

/** No archive of this id to download for this person: unknown, someone else's, not ready yet, or no longer kept. */
export class ExportNotFound extends Schema.TaggedError<ExportNotFound>()("ExportNotFound", { exportId: Schema.String }) {}
