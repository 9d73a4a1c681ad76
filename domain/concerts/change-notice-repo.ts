/**
 * Port: a concert's changes waiting to be told (issue #31). The first change opens its notice, later ones within the
 * window merge into it (`mergeChanges`), and once due the notice is taken, by one instance, to be told.
 */
import { Context, type Effect, type Option } from "effect"
import type { ConcertId } from "../kernel/ids.ts"
import type { ShowChange } from "./show.ts"

export interface PendingNotice {
  readonly concertId: ConcertId
  /** The merged changes since `firstAt`; never empty. */
  readonly changes: ReadonlyArray<ShowChange>
  /** The admin's reason, the latest given; null for none. */
  readonly reason: string | null
  readonly firstAt: number
  /** When it is told: `firstAt` and the window. */
  readonly dueAt: number
}

export class ChangeNoticeRepo extends Context.Service<
  ChangeNoticeRepo,
  {
    /** The concert's pending notice, held until the surrounding unit of work ends (PostgreSQL: FOR UPDATE). */
    lock(concertId: ConcertId): Effect.Effect<Option.Option<PendingNotice>>
    /** Stores the concert's notice, replacing the one it has. */
    save(notice: PendingNotice): Effect.Effect<void>
    /** Drops the concert's notice (its changes came back to where they were). */
    remove(concertId: ConcertId): Effect.Effect<void>
    /**
     * The notice due at `now` that has been due the longest, held until the surrounding unit of work ends, skipping any
     * another unit of work holds (PostgreSQL: FOR UPDATE SKIP LOCKED); it stays stored until it is `remove`d, so a notice
     * to many people is told a batch per unit of work and whatever fails is told by a later sweep.
     */
    firstDue(now: number): Effect.Effect<Option.Option<PendingNotice>>
    /**
     * Deletes and returns up to `limit` notices due at `now`, oldest due first, skipping any another unit of work
     * holds: inside the unit of work that tells them, so a notice is told once, or not taken if that fails.
     */
    takeDue(now: number, limit: number): Effect.Effect<ReadonlyArray<PendingNotice>>
  }
>()("domain/concerts/ChangeNoticeRepo") {}
