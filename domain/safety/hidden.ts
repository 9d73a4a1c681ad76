/**
 * The viewer's hidden set at the clock's time (BlockRepo `hiddenFrom`, issue #29), for the use cases that name people:
 * everyone in a block with the viewer either way, and every suspended account. Ids are compared as the stores key
 * them (lower case): an id from the wire is looked up first and its stored id checked.
 */
import { Clock, Effect } from "effect"
import { BlockRepo } from "./block-repo.ts"

export const hiddenNow = Effect.fnUntraced(function* (viewerId: string) {
  return yield* (yield* BlockRepo).hiddenFrom(viewerId, yield* Clock.currentTimeMillis)
})

/** Whether `otherId` (a stored id) is hidden from the viewer now. */
export const isHiddenFrom = (viewerId: string, otherId: string) => Effect.map(hiddenNow(viewerId), (hidden) => hidden.has(otherId.toLowerCase()))
