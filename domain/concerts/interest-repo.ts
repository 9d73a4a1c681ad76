/** Port: each user's interest in concerts (one status per user and concert). */
import { Context, type Effect, type Option } from "effect"
import type { ConcertId } from "../kernel/ids.ts"
import type { Concert } from "./concert.ts"

export type InterestStatus = "not_interested" | "interested" | "has_tickets"

export interface ConcertInterest {
  readonly concert: Concert
  readonly status: "interested" | "has_tickets"
}

/** A friend's own status for one concert. */
export interface FriendInterest {
  readonly userId: string
  readonly status: InterestStatus
}

export class InterestRepo extends Context.Service<
  InterestRepo,
  {
    /**
     * Sets the user's status for the concert, replacing an earlier one, and answers the status it replaced (null:
     * none); none at all when the concert is gone (deleted, or merged into another while the change waited for
     * it), and then nothing is stored.
     */
    set(userId: string, concertId: ConcertId, status: InterestStatus, at: number): Effect.Effect<Option.Option<InterestStatus | null>>
    /** The concerts the user is interested in or has tickets for, past and upcoming, by date then id. */
    activityOf(userId: string): Effect.Effect<ReadonlyArray<ConcertInterest>>
    /** The user's friends (degree 1) who have a status for the concert, with it, in id order: who may hear of the user's tickets. */
    friendsInterestIn(userId: string, concertId: ConcertId): Effect.Effect<ReadonlyArray<FriendInterest>>
  }
>()("domain/concerts/InterestRepo") {}
