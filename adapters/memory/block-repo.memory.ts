/** BlockRepo in memory: the executable specification of the Postgres adapter. */
import { Effect, Layer } from "effect"
import { BlockRepo } from "../../domain/safety/block-repo.ts"
import { MemoryStore, suspendedAt, type Tables } from "./store.ts"

const keyOf = (blocker: string, blocked: string) => `${blocker}|${blocked}`

/** Whether the account is hidden from everyone at `now`: suspended, or waiting to be purged (hidden-sql.pg.ts `awayUsersSql`). */
export const isAway = (tables: Tables, userId: string, now: number): boolean =>
  suspendedAt(tables.suspensions.get(userId), now) || tables.deletionRequests.has(userId)

/** The viewer's hidden set (BlockRepo.hiddenFrom), for the other memory adapters that name people. */
export const hiddenFrom = (tables: Tables, viewerId: string, now: number): ReadonlySet<string> => {
  const hidden = new Set<string>()
  for (const b of tables.blocks.values()) {
    if (b.blockerId === viewerId) hidden.add(b.blockedId)
    else if (b.blockedId === viewerId) hidden.add(b.blockerId)
  }
  for (const [userId, s] of tables.suspensions) if (userId !== viewerId && suspendedAt(s, now)) hidden.add(userId)
  for (const userId of tables.deletionRequests.keys()) if (userId !== viewerId) hidden.add(userId)
  return hidden
}

export const layer: Layer.Layer<BlockRepo, never, MemoryStore> = Layer.effect(
  BlockRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    return BlockRepo.of({
      block: (blockerId, blockedId, at) =>
        Effect.sync(() => {
          if (blockerId === blockedId) throw new Error("nobody blocks themself")
          const key = keyOf(blockerId, blockedId)
          if (tables.blocks.has(key)) return false
          tables.blocks.set(key, { blockerId, blockedId, createdAt: at })
          return true
        }),
      unblock: (blockerId, blockedId) => Effect.sync(() => tables.blocks.delete(keyOf(blockerId, blockedId))),
      blockedBy: (blockerId) =>
        Effect.sync(() =>
          [...tables.blocks.values()]
            .filter((b) => b.blockerId === blockerId)
            .sort((x, y) => y.createdAt - x.createdAt || (x.blockedId < y.blockedId ? -1 : 1))
            .map((b) => ({ userId: b.blockedId, displayName: tables.profiles.get(b.blockedId)?.displayName ?? null, since: b.createdAt }))
        ),
      eitherWay: (a, b) => Effect.sync(() => tables.blocks.has(keyOf(a, b)) || tables.blocks.has(keyOf(b, a))),
      hiddenFrom: (viewerId, now) => Effect.sync(() => hiddenFrom(tables, viewerId, now))
    })
  })
)
