/**
 * How many live streams may be open: a few per account (tabs and devices), a ceiling per API instance (each
 * stream holds a socket and some memory). Counted per instance: the per-account limit then holds per
 * instance, so behind a balancer an account may hold up to 8 on each, still a bounded number.
 */
import { Schema } from "effect"

export class TooManyStreams extends Schema.TaggedError<TooManyStreams>()("TooManyStreams", {
  limit: Schema.Number,
  retryAfterSeconds: Schema.Number
}) {}

export class LiveStreamsFull extends Schema.TaggedError<LiveStreamsFull>()("LiveStreamsFull", {
  limit: Schema.Number,
  retryAfterSeconds: Schema.Number
}) {}

export interface StreamLimits {
  readonly perUser: number
  readonly perInstance: number
}

export const defaultStreamLimits: StreamLimits = { perUser: 8, perInstance: 4_000 }

/** The client's reconnect schedule settles on 10 s; a refused client is asked to wait as long. */
const RETRY_AFTER_SECONDS = 10

/** Why one more stream is refused, given how many are open for the user and on the instance; undefined when it may open. */
export const refuseStream = (limits: StreamLimits, openForUser: number, openOnInstance: number): TooManyStreams | LiveStreamsFull | undefined =>
  openForUser >= limits.perUser
    ? new TooManyStreams({ limit: limits.perUser, retryAfterSeconds: RETRY_AFTER_SECONDS })
    : openOnInstance >= limits.perInstance
      ? new LiveStreamsFull({ limit: limits.perInstance, retryAfterSeconds: RETRY_AFTER_SECONDS })
      : undefined
