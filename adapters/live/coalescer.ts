/**
 * One stream's merging of events by `coalescingKind`: the first of a kind goes at once and opens a window;
 * later ones in the window replace each other and the latest goes when it closes, opening the next window.
 * A quiet window closes without sending, so a stream holds a timer only while a burst lasts.
 */
import { coalescingKind } from "../../domain/live/coalesce.ts"
import type { LiveEvent } from "../../domain/live/events.ts"

export interface Coalescer {
  readonly deliver: (event: LiveEvent) => void
  /** Drops what is pending (the stream is closing). */
  readonly stop: () => void
}

interface Window {
  timer: ReturnType<typeof setTimeout>
  pending: LiveEvent | undefined
}

export const coalescer = (send: (event: LiveEvent) => void, windowMs: number): Coalescer => {
  const windows = new Map<string, Window>()
  const open = (kind: string) => {
    const window: Window = { timer: setTimeout(() => close(kind, window), windowMs), pending: undefined }
    windows.set(kind, window)
  }
  const close = (kind: string, window: Window) => {
    windows.delete(kind)
    if (window.pending === undefined) return
    send(window.pending)
    open(kind)
  }
  return {
    deliver: (event) => {
      const kind = windowMs > 0 ? coalescingKind(event) : undefined
      if (kind === undefined) return send(event)
      const window = windows.get(kind)
      if (window !== undefined) {
        window.pending = event
        return
      }
      send(event)
      open(kind)
    },
    stop: () => {
      for (const window of windows.values()) clearTimeout(window.timer)
      windows.clear()
    }
  }
}
