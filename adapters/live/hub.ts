/**
 * The in-process fan-out of one API instance: the open streams by user id, and the delivery of one
 * published message to those of its audience connected here. An activity event costs one neighbourhood
 * lookup (one SQL query on PostgreSQL) when anyone is connected, whatever the number of streams.
 */
import { activityAudience, type Neighbourhood } from "../../domain/live/audience.ts"
import type { LiveMessage } from "../../domain/live/events.ts"
import type { LiveSink } from "../../domain/live/live-events.ts"

export type NeighbourhoodLookup = (ownerId: string) => Promise<Neighbourhood>

export interface LiveHub {
  readonly add: (userId: string, sink: LiveSink) => () => void
  readonly dispatch: (message: LiveMessage) => Promise<void>
  /** Ends every stream: their clients reconnect and refetch what they may have missed. */
  readonly endAll: () => void
}

export const makeHub = (neighbourhoodOf: NeighbourhoodLookup): LiveHub => {
  const streams = new Map<string, Set<LiveSink>>()
  let queue: Promise<void> = Promise.resolve()
  const recipients = async (message: LiveMessage): Promise<ReadonlyArray<string>> => {
    if (streams.size === 0) return []
    const { audience } = message
    if (audience.kind === "users") return audience.userIds
    return activityAudience(audience.userId, await neighbourhoodOf(audience.userId), streams.keys())
  }
  return {
    add: (userId, sink) => {
      const own = streams.get(userId) ?? new Set()
      streams.set(userId, own.add(sink))
      let removed = false
      return () => {
        if (removed) return
        removed = true
        own.delete(sink)
        if (own.size === 0 && streams.get(userId) === own) streams.delete(userId)
      }
    },
    // One message at a time, so a stream receives events in the order they were published.
    dispatch: (message) => {
      const delivered = queue.then(async () => {
        for (const userId of await recipients(message)) {
          for (const sink of streams.get(userId) ?? []) sink.deliver(message.event)
        }
      })
      queue = delivered.catch(() => undefined)
      return delivered
    },
    endAll: () => {
      for (const own of [...streams.values()]) for (const sink of [...own]) sink.end()
    }
  }
}
