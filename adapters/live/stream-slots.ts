/** The open streams of one API instance, counted per user and in all, against the stream limits. */
import { type LiveStreamsFull, refuseStream, type StreamLimits, type TooManyStreams } from "../../domain/live/stream-limits.ts"

export interface StreamSlots {
  /** Takes a slot for one more stream of the user, or says why not; `release` gives it back (once). */
  readonly take: (userId: string) => { readonly release: () => void } | TooManyStreams | LiveStreamsFull
  readonly open: () => number
}

export const streamSlots = (limits: StreamLimits): StreamSlots => {
  const byUser = new Map<string, number>()
  let total = 0
  return {
    take: (userId) => {
      const own = byUser.get(userId) ?? 0
      const refused = refuseStream(limits, own, total)
      if (refused !== undefined) return refused
      byUser.set(userId, own + 1)
      total++
      let released = false
      return {
        release: () => {
          if (released) return
          released = true
          total--
          const left = (byUser.get(userId) ?? 1) - 1
          if (left === 0) byUser.delete(userId)
          else byUser.set(userId, left)
        }
      }
    },
    open: () => total
  }
}
