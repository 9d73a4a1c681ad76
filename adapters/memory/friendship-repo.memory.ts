/** FriendshipRepo in memory: the executable specification of the Postgres adapter. */
import { Effect, Layer } from "effect"
import { type Degree, friendDegree } from "../../domain/friends/degree.ts"
import { FriendshipRepo } from "../../domain/friends/friendship-repo.ts"
import { hiddenFrom } from "./block-repo.memory.ts"
import { MemoryStore, type Tables } from "./store.ts"

const keyOf = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`)

export const neighbours = (tables: Tables, userId: string): ReadonlySet<string> => {
  const found = new Set<string>()
  for (const f of tables.friendships.values()) {
    if (f.userA === userId) found.add(f.userB)
    else if (f.userB === userId) found.add(f.userA)
  }
  return found
}

export const layer: Layer.Layer<FriendshipRepo, never, MemoryStore> = Layer.effect(
  FriendshipRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    const friendsOf = (userId: string) => neighbours(tables, userId)
    return FriendshipRepo.of({
      friendsOf: (userId) =>
        Effect.sync(() =>
          [...friendsOf(userId)].map((id) => ({
            userId: id,
            displayName: tables.profiles.get(id)?.displayName ?? null,
            since: tables.friendships.get(keyOf(userId, id))!.createdAt
          }))
        ),
      areFriends: (a, b) => Effect.sync(() => tables.friendships.has(keyOf(a, b))),
      add: (a, b, at) =>
        Effect.sync(() => {
          const key = keyOf(a, b)
          if (a === b) throw new Error("a friendship needs two people")
          if (!tables.friendships.has(key)) tables.friendships.set(key, { userA: a < b ? a : b, userB: a < b ? b : a, createdAt: at })
        }),
      remove: (a, b) => Effect.sync(() => tables.friendships.delete(keyOf(a, b))),
      degreesFrom: (viewer, targetIds, now) =>
        Effect.sync(() => {
          const hidden = now === undefined ? new Set<string>() : hiddenFrom(tables, viewer, now)
          const shownFriendsOf = (id: string) => new Set([...friendsOf(id)].filter((f) => !hidden.has(f)))
          return new Map<string, Degree>(targetIds.map((id) => [id, friendDegree(shownFriendsOf, viewer, id)]))
        }),
      secondDegreeOf: (viewer) =>
        Effect.sync(() => {
          const direct = friendsOf(viewer)
          const second = new Set<string>()
          for (const friend of direct) for (const id of friendsOf(friend)) if (id !== viewer && !direct.has(id)) second.add(id)
          return [...second].sort()
        })
    })
  })
)
