/**
 * One live connection to GET /api/events over fetch (not EventSource, which hides the heartbeat comments
 * and the 401 that calls for a session refresh). It reconnects on the spec's schedule, treats a stream
 * silent past the watchdog as dead, and reports every (re)connect so the caller refetches what it missed.
 */
import { Option, Schema } from "effect"
import { LiveEvent } from "../../../../../domain/live/events.ts"
import { reconnectDelayMs, WATCHDOG_MS } from "./schedule.ts"
import { sseParser } from "./sse.ts"

export interface LiveConnectionOptions {
  readonly onEvent: (event: LiveEvent) => void
  /** After every (re)connect, with the time the attempt started: anything changed before then may have been missed. */
  readonly onOpen: (since: number) => void
  /** The open stream ended or was given up; a reconnect follows on the schedule unless stopped. */
  readonly onClose?: () => void
  /** Trades the refresh cookie for a new access token; rejects when the session is over. */
  readonly refresh: () => Promise<unknown>
  readonly url?: string
  readonly fetch?: typeof fetch
  readonly watchdogMs?: number
  readonly delayMs?: (attempt: number) => number
}

export interface LiveConnection {
  readonly stop: () => void
}

const decodeEvent = Schema.decodeUnknownOption(Schema.fromJsonString(LiveEvent))

/** A Retry-After in seconds, capped at a minute so a wrong header cannot silence the stream for long. */
const retryAfterMs = (header: string | null): number => {
  const seconds = Number(header)
  return header !== null && Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) * 1000 : 0
}

export const connectLive = (options: LiveConnectionOptions): LiveConnection => {
  const url = options.url ?? "/api/events"
  const request = options.fetch ?? ((input, init) => fetch(input, init))
  const watchdogMs = options.watchdogMs ?? WATCHDOG_MS
  const delayMs = options.delayMs ?? reconnectDelayMs
  let stopped = false
  let attempt = 0
  let retry: ReturnType<typeof setTimeout> | undefined
  let watchdog: ReturnType<typeof setTimeout> | undefined
  let controller: AbortController | undefined

  const open = (signal: AbortSignal) => request(url, { signal, credentials: "same-origin", cache: "no-store", headers: { accept: "text/event-stream" } })

  const openAuthenticated = async (signal: AbortSignal): Promise<Response> => {
    const response = await open(signal)
    if (response.status !== 401) return response
    await response.body?.cancel()
    await options.refresh()
    return open(signal)
  }

  const run = async () => {
    const current = new AbortController()
    controller = current
    const since = Date.now()
    // A refusal (too many streams, a full instance) may ask for a longer wait than the schedule's.
    let asked = 0
    const arm = () => {
      clearTimeout(watchdog)
      watchdog = setTimeout(() => current.abort(), watchdogMs)
    }
    try {
      const response = await openAuthenticated(current.signal)
      if (!response.ok || response.body === null) {
        asked = retryAfterMs(response.headers.get("retry-after"))
        await response.body?.cancel()
      } else {
        attempt = 0
        arm()
        options.onOpen(since)
        const push = sseParser({ onData: (data) => Option.map(decodeEvent(data), options.onEvent) })
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
        try {
          for (;;) {
            const { value, done } = await reader.read()
            if (done) break
            arm()
            push(value)
          }
        } finally {
          options.onClose?.()
        }
      }
    } catch {
      // A network failure, a refused refresh or the watchdog's abort: try again on the schedule.
    }
    clearTimeout(watchdog)
    if (stopped) return
    retry = setTimeout(run, Math.max(delayMs(attempt++), asked))
  }

  void run()
  return {
    stop: () => {
      stopped = true
      clearTimeout(retry)
      clearTimeout(watchdog)
      controller?.abort()
    }
  }
}
