/**
 * GET /api/events: the signed-in user's live events as server-sent events (`data: {"type":…}`), a
 * comment heartbeat on one shared interval, and the end of the stream when the access token expires (the
 * client then refreshes its session and reconnects) or its session ends (sign-out, sign-out everywhere, a
 * password reset). A stream holds no database connection, and a timer only while it merges a burst of
 * events (`coalescer`). Open streams are limited per account and per instance (`stream-limits.ts`).
 */
import type { FastifyInstance } from "fastify"
import { coalescer } from "../../../adapters/live/coalescer.ts"
import { streamSlots } from "../../../adapters/live/stream-slots.ts"
import { COALESCE_WINDOW_MS } from "../../../domain/live/coalesce.ts"
import { LiveEvents } from "../../../domain/live/live-events.ts"
import { defaultStreamLimits } from "../../../domain/live/stream-limits.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"
import { DomainFailure } from "../plugins/runtime.ts"

/** Spec §9: a heartbeat every 25 s. */
export const HEARTBEAT_MS = 25_000
/** The first reconnect delay of the schedule, as the `retry:` hint for EventSource clients. */
const RETRY_MS = 1_000

interface Stream {
  readonly expiresAt: number
  readonly write: (chunk: string) => void
  readonly close: () => void
}

export interface LiveRouteOptions {
  /** 25 s when not given. */
  readonly heartbeatMs?: number | undefined
  /** Open streams per instance (LIVE_MAX_STREAMS); beyond it, 503 with Retry-After. */
  readonly maxStreams?: number | undefined
}

export const eventRoutes = (app: FastifyInstance, options: LiveRouteOptions = {}) => {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS
  const slots = streamSlots({ ...defaultStreamLimits, perInstance: options.maxStreams ?? defaultStreamLimits.perInstance })
  const streams = new Set<Stream>()
  const beat = setInterval(() => {
    const now = Date.now()
    for (const stream of streams) {
      if (stream.expiresAt <= now) stream.close()
      else stream.write(": heartbeat\n\n")
    }
  }, heartbeatMs)
  beat.unref()
  app.addHook("preClose", async () => {
    clearInterval(beat)
    for (const stream of [...streams]) stream.close()
  })

  app.get(
    "/api/events",
    {
      preHandler: requireUser,
      config: {
        contract: {
          tag: "Live",
          summary: "The signed-in user's live events, as server-sent events",
          description:
            "Each event is one `data:` line of JSON with a `type` and ids only (domain/live/events.ts); " +
            "a `: heartbeat` comment every 25 s. The stream ends when the access token expires or the session ends.",
          responses: { 200: { media: "text/event-stream", description: "The stream: `retry: 1000`, `: connected`, then the events." } },
          errors: ["TooManyStreams", "LiveStreamsFull"]
        }
      }
    },
    async (request, reply) => {
      const viewer = viewerOf(request)
      const sessionId = request.user.sid
      // Taken before the first await, so concurrent opens cannot all pass the count.
      const slot = slots.take(viewer.id)
      if (!("release" in slot)) throw new DomainFailure(slot._tag, slot)
      const response = reply.raw
      let unsubscribe = () => {}
      let closed = false
      // What arrives between the subscription and the response head waits for the head.
      let early: Array<string> | null = []
      const stream: Stream = {
        expiresAt: request.user.exp * 1000,
        write: (chunk) => (early === null ? void response.write(chunk) : void early.push(chunk)),
        close: () => {
          if (closed) return
          closed = true
          unsubscribe()
          merged.stop()
          slot.release()
          streams.delete(stream)
          if (early === null) response.end()
        }
      }
      const merged = coalescer((event) => stream.write(`data: ${JSON.stringify(event)}\n\n`), COALESCE_WINDOW_MS)
      try {
        unsubscribe = await request.run(
          LiveEvents.use((live) =>
            live.subscribe(viewer.id, {
              deliver: (event) => {
                if (event.type !== "sessions_ended") merged.deliver(event)
                else if (event.sessionId === null || event.sessionId === sessionId) stream.close()
              },
              end: stream.close
            })
          )
        )
      } catch (error) {
        stream.close()
        throw error
      }
      reply.hijack()
      if (closed || request.raw.destroyed) {
        // Gone, or its session ended, while subscribing (then `close` ran before `unsubscribe` was known).
        unsubscribe()
        stream.close()
        response.end()
        return
      }
      streams.add(stream)
      response.on("close", stream.close)
      // The hijacked head carries what the hooks set on the reply (security headers, request id).
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) response.setHeader(name, value)
      response.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        "x-accel-buffering": "no"
      })
      response.write(`retry: ${RETRY_MS}\n: connected\n\n${early.join("")}`)
      early = null
    }
  )
}
