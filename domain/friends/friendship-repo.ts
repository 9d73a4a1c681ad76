/** Port: friendships, one per unordered pair, read from either side; and degrees in the friendship graph. */
import { Context, type Effect } from "effect"
import type { Degree } from "./degree.ts"

/** A friend of someone, as their list shows it. */
export interface Friend {
  readonly userId: string
  /** The friend's profile name, when they have one. */
  readonly displayName: string | null
  /** When the friendship began (epoch ms). */
  readonly since: number
}

export class FriendshipRepo extends Context.Service<
  FriendshipRepo,
  {
    friendsOf(userId: string): Effect.Effect<ReadonlyArray<Friend>>
    areFriends(a: string, b: string): Effect.Effect<boolean>
    /** Befriends the two (either order); an existing friendship is kept as it is, and that is a success. */
    add(a: string, b: string, at: number): Effect.Effect<void>
    /** Ends the friendship (either order); answers whether there was one. */
    remove(a: string, b: string): Effect.Effect<boolean>
    /**
     * The degree of each target as seen from the viewer (self, 1, 2 or none). With `now`, the graph is walked without
     * the people hidden from the viewer at `now` (BlockRepo `hiddenFrom`, issue #29): none of them is degree 1 or 2,
     * nor a path to degree 2.
     */
    degreesFrom(viewer: string, targetIds: ReadonlyArray<string>, now?: number): Effect.Effect<ReadonlyMap<string, Degree>>
    /** Friends of the viewer's friends who are neither the viewer nor a friend, each once, in id order. */
    secondDegreeOf(viewer: string): Effect.Effect<ReadonlyArray<string>>
  }
>()("domain/friends/FriendshipRepo") {}
