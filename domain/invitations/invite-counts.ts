/** Port: the invite economy on a profile (invite_count, total_invites_sent). */
import { Context, type Effect, type Option } from "effect"

export interface InviteBalance {
  readonly inviteCount: number
  readonly totalInvitesSent: number
}

export class InviteCounts extends Context.Service<
  InviteCounts,
  {
    /**
     * Spends one invite: count −1 and total sent +1 in one statement that checks the count is above 0.
     * None when there is no invite left (or no profile).
     */
    spendOne(userId: string): Effect.Effect<Option.Option<InviteBalance>>
    /** Adds approved invites to the count. */
    grant(userId: string, count: number): Effect.Effect<void>
  }
>()("domain/invitations/InviteCounts") {}
