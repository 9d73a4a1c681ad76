/** Port: live events. Published inside the unit of work that causes them, delivered only after it commits. */
import { Context, type Effect } from "effect"
import type { LiveEvent, LiveMessage } from "./events.ts"

/** One open stream of one user. */
export interface LiveSink {
  readonly deliver: (event: LiveEvent) => void
  /** The feed stopped (shutdown, or the instance lost its feed): the client reconnects and refetches. */
  readonly end: () => void
}

export class LiveEvents extends Context.Service<
  LiveEvents,
  {
    /** Queues the message; it commits or rolls back with the surrounding transaction. */
    publish(message: LiveMessage): Effect.Effect<void>
    /** Delivers the user's events to the sink until the returned function is called; ready when it answers. */
    subscribe(userId: string, sink: LiveSink): Effect.Effect<() => void>
  }
>()("domain/live/LiveEvents") {}
