/**
 * Merges the invalidations live events call for, per topic: the first goes at once, the ones that follow
 * within the window are invalidated together when it closes. Each invalidation refetches every open page
 * of its topic, so a burst of events (or events of several kinds naming one topic) costs one refetch a window.
 */
import type { LiveTopic } from "./invalidation.ts"

export const REFETCH_WINDOW_MS = 1_000

export interface RefetchBatch {
  readonly add: (topics: ReadonlyArray<LiveTopic>) => void
  readonly stop: () => void
}

export const refetchBatch = (invalidate: (topics: ReadonlyArray<LiveTopic>) => void, windowMs = REFETCH_WINDOW_MS): RefetchBatch => {
  const open = new Map<LiveTopic, { timer: ReturnType<typeof setTimeout>; pending: boolean }>()
  const start = (topic: LiveTopic) => {
    const window = { pending: false, timer: setTimeout(() => close(topic), windowMs) }
    open.set(topic, window)
  }
  const close = (topic: LiveTopic) => {
    const pending = open.get(topic)?.pending ?? false
    open.delete(topic)
    if (!pending) return
    invalidate([topic])
    start(topic)
  }
  return {
    add: (topics) => {
      const now: Array<LiveTopic> = []
      for (const topic of topics) {
        const window = open.get(topic)
        if (window !== undefined) window.pending = true
        else {
          now.push(topic)
          start(topic)
        }
      }
      if (now.length > 0) invalidate(now)
    },
    stop: () => {
      for (const window of open.values()) clearTimeout(window.timer)
      open.clear()
    }
  }
}
