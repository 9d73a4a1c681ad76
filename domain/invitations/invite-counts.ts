/** Port: the invite economy on a profile (invite_count, total_invites_sent) and its revocation by a moderator (issue #29). */
import { Context, type Effect, type Option } from "effect"
import type { InvitesRevoked } from "./errors.ts"

export interface InviteBalance {
  readonly inviteCount: number
  readonly totalInvitesSent: number
}

/** Revoked invites: since when and why (what the person is told). */
export interface InvitesRevocation {
  readonly at: number
  readonly reason: string
}

export class InviteCounts extends Context.Service<
  InviteCounts,
  {
    /**
     * Spends one invite: count −1 and total sent +1 in one statement that checks the count is above 0.
     * None when there is no invite left (or no profile); InvitesRevoked while the invites are revoked.
     */
    spendOne(userId: string): Effect.Effect<Option.Option<InviteBalance>, InvitesRevoked>
    /** Adds approved invites to the count; nothing while the invites are revoked (the count stays 0). */
    grant(userId: string, count: number): Effect.Effect<void>
    /**
     * Revokes the invites: the count becomes 0 and stays there until restored (a CHECK in PostgreSQL). Answers the
     * count before; none when there is no profile. Revoking again keeps the first instant and takes the new reason.
     */
    revoke(userId: string, revocation: InvitesRevocation): Effect.Effect<Option.Option<number>>
    /** Ends a revocation (the count stays 0: more are asked for as before); false when there was none. */
    restore(userId: string): Effect.Effect<boolean>
    /** The revocation in force, if any. */
    revocationOf(userId: string): Effect.Effect<Option.Option<InvitesRevocation>>
  }
>()("domain/invitations/InviteCounts") {}
