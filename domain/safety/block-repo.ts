/**
 * Port: blocks between two people, and who is hidden from a viewer (issue #29).
 *
 * A block hides each of the pair from the other, in both directions; a suspended account, and one whose deletion was
 * requested (issue #30), is hidden from everyone else. `hiddenFrom` is the one set every reader that names people filters by (domain/safety/hidden.ts), and
 * PostgreSQL's statements that name people use the same rule in SQL (adapters/postgres/hidden-sql.pg.ts).
 */
import { Context, type Effect } from "effect"

/** Someone the viewer blocked, as their own list on /settings shows it. */
export interface BlockedPerson {
  readonly userId: string
  /** Their profile name, when they have one. */
  readonly displayName: string | null
  /** When the block began (epoch ms). */
  readonly since: number
}

export class BlockRepo extends Context.Service<
  BlockRepo,
  {
    /** Records that `blockerId` blocks `blockedId`; false when they already did (the first instant is kept). */
    block(blockerId: string, blockedId: string, at: number): Effect.Effect<boolean>
    /** Lifts the block; false when there was none. */
    unblock(blockerId: string, blockedId: string): Effect.Effect<boolean>
    /** The people `blockerId` blocked, newest first. Private: only the blocker's own list reads it. */
    blockedBy(blockerId: string): Effect.Effect<ReadonlyArray<BlockedPerson>>
    /** Whether either of the two blocked the other. */
    eitherWay(a: string, b: string): Effect.Effect<boolean>
    /**
     * The people hidden from the viewer at `now`: everyone the viewer blocked or who blocked the viewer, every
     * account suspended at `now`, and every account waiting to be purged (issue #30) (never the viewer themself).
     */
    hiddenFrom(viewerId: string, now: number): Effect.Effect<ReadonlySet<string>>
  }
>()("domain/safety/BlockRepo") {}
