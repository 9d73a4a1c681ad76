/**
 * A LISTEN connection that survives the database going away: when its connection fails or ends, it
 * connects again with backoff (up to `maxDelayMs`) and re-issues every LISTEN. Notifications sent while
 * it was away are lost, so `onListening` runs after each (re)connect for the caller to catch up.
 */
import pg from "pg"

export interface Listener {
  /** Resolves once the first connection listens; never rejects (a failed first attempt retries). */
  readonly ready: Promise<void>
  readonly stop: () => Promise<void>
}

export interface ListenOptions {
  readonly url: string
  readonly channels: ReadonlyArray<string>
  readonly onNotification: (channel: string, payload: string | undefined) => void
  /** After every successful (re)connect; use it to pick up what was missed meanwhile. */
  readonly onListening?: () => void
  readonly onError?: (error: unknown) => void
  readonly minDelayMs?: number
  readonly maxDelayMs?: number
}

export const listen = (options: ListenOptions): Listener => {
  const onError = options.onError ?? (() => undefined)
  const minDelay = options.minDelayMs ?? 250
  const maxDelay = options.maxDelayMs ?? 2_000
  let stopped = false
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  let delay = minDelay
  let markReady: () => void = () => undefined
  const ready = new Promise<void>((resolve) => (markReady = resolve))

  const scheduleReconnect = () => {
    if (stopped || retry !== undefined) return
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, delay)
    delay = Math.min(delay * 2, maxDelay)
  }

  const connect = async () => {
    const current = new pg.Client({ connectionString: options.url })
    client = current
    let lost = false
    const onLost = (error?: unknown) => {
      if (lost) return
      lost = true
      if (error !== undefined && !stopped) onError(error)
      void current.end().catch(() => undefined)
      scheduleReconnect()
    }
    current.on("error", onLost)
    current.on("end", () => onLost())
    current.on("notification", (message) => options.onNotification(message.channel, message.payload))
    try {
      await current.connect()
      for (const channel of options.channels) await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      onLost(error)
      return
    }
    if (stopped) {
      await current.end().catch(() => undefined)
      return
    }
    delay = minDelay
    markReady()
    options.onListening?.()
  }

  void connect()
  return {
    ready,
    stop: async () => {
      stopped = true
      if (retry !== undefined) clearTimeout(retry)
      await client?.end().catch(() => undefined)
    }
  }
}
