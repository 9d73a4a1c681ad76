/** Wire schemas of the block endpoints (issue #29), shared by the API and the web client. */
import { Schema } from "effect"
import { Id } from "../kernel/limits.ts"

/** POST /api/blocks: whom to block. */
export const BlockBody = Schema.Struct({ userId: Id })
export type BlockBody = typeof BlockBody.Type

/** Someone the viewer blocked, as /settings lists them; displayName already falls back to "Unknown User". */
export const BlockedPersonDto = Schema.Struct({
  userId: Schema.String,
  displayName: Schema.String,
  /** When the block began (epoch ms). */
  since: Schema.Number
}).annotate({ identifier: "BlockedPersonDto" })
export type BlockedPersonDto = typeof BlockedPersonDto.Type

/** GET /api/blocks: the viewer's own blocks, newest first. Private: nobody else ever reads them. */
export const BlocksList = Schema.Struct({ blocked: Schema.Array(BlockedPersonDto) }).annotate({ identifier: "BlocksList" })
export type BlocksList = typeof BlocksList.Type
