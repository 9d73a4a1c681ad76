/** Port: each user's interest in concerts (one status per user and concert). */
import { Context, type Effect, type Option } from "effect"
import type { ConcertId } from "../kernel/ids.ts"
import type { Concert } from "./concert.ts"
import type { InterestFact } from "./discovery.ts"

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

/**
 * Someone interested in a concert within two degrees of a person, and the people other than that person whom
 * the dashboard shows them holding tickets there (degree 1 or 2 from them, visible at that degree): the facts
 * from their side, by id, at most the asked number.
 */
export interface InterestedNearby {
  readonly userId: string
  /** Their degree from the person. */
  readonly degree: 1 | 2
  readonly ticketHolders: ReadonlyArray<InterestFact>
}

/** How far `interestedNear` looks: degrees from the person (1 or 2), how many people, how many ticket holders each. */
export interface NearbyLimits {
  readonly degree: 1 | 2
  readonly people: number
  readonly holders: number
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
    /**
     * The people interested in the concert within `limits.degree` of the user, the first `limits.people` by id: who may
     * find it Ready to Go. At `now` (issue #29) nobody hidden from the user is among them, no account suspended or
     * waiting to be purged is a ticket holder, and no path (theirs to the user, or a holder's to them) runs through
     * one; a block between one of them and a holder is the caller's to take out.
     */
    interestedNear(userId: string, concertId: ConcertId, limits: NearbyLimits, now: number): Effect.Effect<ReadonlyArray<InterestedNearby>>
    /**
     * The people going to the concert (issue #31), told when it changes: everyone interested in it or holding tickets,
     * and every member of a plan for it, each once, in id order; never an account suspended at `now` or waiting to be
     * purged. A page: at most `limit`, those after the id `after` (null: from the first), so a concert with 50,000
     * fans is told a bounded batch per unit of work.
     */
    goingTo(concertId: ConcertId, now: number, after: string | null, limit: number): Effect.Effect<ReadonlyArray<string>>
  }
>()("domain/concerts/InterestRepo") {}
