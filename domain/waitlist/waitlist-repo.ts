/** Port: the waitlist, one listing per address (any letter case), and the invitations sent from it. */
import { Context, type Effect, type Option } from "effect"

export interface WaitlistEntry {
  readonly id: string
  readonly email: string
  readonly city: string | null
  readonly note: string | null
  readonly createdAt: number
  readonly invitedAt: number | null
  readonly joinedAt: number | null
}

export type NewWaitlistEntry = Pick<WaitlistEntry, "id" | "email" | "city" | "note" | "createdAt">

/** Where a page of the newest-first list starts: after this entry. */
export interface WaitlistCursor {
  readonly createdAt: number
  readonly id: string
}

/** An invitation link sent from the waitlist: its token is stored only as a hash. */
export interface WaitlistInvitation {
  readonly id: string
  readonly tokenHash: string
  readonly createdAt: number
  readonly expiresAt: number
  /** The admin who sent it; null from the command line. */
  readonly invitedBy: string | null
}

export class WaitlistRepo extends Context.Service<
  WaitlistRepo,
  {
    /** Lists the address unless it is listed already (any letter case); answers whether this call listed it. */
    add(entry: NewWaitlistEntry): Effect.Effect<boolean>
    findByEmail(email: string): Effect.Effect<Option.Option<WaitlistEntry>>
    /** Newest first, starting after `after`. */
    page(after: WaitlistCursor | null, limit: number): Effect.Effect<ReadonlyArray<WaitlistEntry>>
    /**
     * Stores a new invitation for the listing (an earlier pending one from the waitlist ends: its link stops
     * working) and stamps the listing invited; answers the listing as it now is.
     */
    invite(entryId: string, invitation: WaitlistInvitation): Effect.Effect<WaitlistEntry>
    /** Stamps the listing of this address (any letter case) joined, once. */
    markJoined(email: string, at: number): Effect.Effect<void>
  }
>()("domain/waitlist/WaitlistRepo") {}
