/** FriendRequestRepo in memory: the executable specification of the Postgres adapter. */
import { Effect, Layer, Option } from "effect"
import { FriendRequestAlreadyExists } from "../../domain/friends/errors.ts"
import { type FriendRequest, FriendRequestRepo } from "../../domain/friends/friend-request-repo.ts"
import { recordActivity } from "./analytics-events.ts"
import { MemoryStore, type StoredFriendRequest, type Tables } from "./store.ts"

const view = (tables: Tables, { respondedAt: _, ...r }: StoredFriendRequest): FriendRequest => ({
  ...r,
  senderName: tables.profiles.get(r.senderId)?.displayName ?? null,
  receiverName: tables.profiles.get(r.receiverId)?.displayName ?? null
})

const newestFirst = (a: StoredFriendRequest, b: StoredFriendRequest) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)

export const layer: Layer.Layer<FriendRequestRepo, never, MemoryStore> = Layer.effect(
  FriendRequestRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    const pendingBetween = (a: string, b: string) =>
      [...tables.friendRequests.values()].find(
        (r) => r.status === "pending" && ((r.senderId === a && r.receiverId === b) || (r.senderId === b && r.receiverId === a))
      )
    const pendingWhere = (match: (r: StoredFriendRequest) => boolean) =>
      Effect.sync(() =>
        [...tables.friendRequests.values()]
          .filter((r) => r.status === "pending" && match(r))
          .sort(newestFirst)
          .map((r) => view(tables, r))
      )
    return FriendRequestRepo.of({
      create: (request) =>
        Effect.suspend(() => {
          if (pendingBetween(request.senderId, request.receiverId)) {
            return Effect.fail(new FriendRequestAlreadyExists({ senderId: request.senderId, receiverId: request.receiverId }))
          }
          tables.friendRequests.set(request.id, { ...request, status: "pending", respondedAt: null })
          recordActivity(tables, request.senderId, request.createdAt)
          return Effect.void
        }),
      find: (id) => Effect.sync(() => Option.map(Option.fromNullishOr(tables.friendRequests.get(id)), (r) => view(tables, r))),
      pendingBetween: (a, b) => Effect.sync(() => Option.map(Option.fromNullishOr(pendingBetween(a, b)), (r) => view(tables, r))),
      incoming: (userId) => pendingWhere((r) => r.receiverId === userId),
      outgoing: (userId) => pendingWhere((r) => r.senderId === userId),
      setStatus: (id, status, at) =>
        Effect.sync(() => {
          const found = tables.friendRequests.get(id)
          if (found?.status !== "pending") return false
          tables.friendRequests.set(id, { ...found, status, respondedAt: at })
          return true
        }),
      delete: (id) => Effect.sync(() => tables.friendRequests.get(id)?.status === "pending" && tables.friendRequests.delete(id))
    })
  })
)
