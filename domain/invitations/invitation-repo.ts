/** Port: invitations by e-mail. Tokens are stored only as hashes; one pending invitation per inviter and address. */
import { Context, type Effect, type Option } from "effect"
import type { AlreadyInvited } from "./errors.ts"

export type InvitationStatus = "pending" | "accepted"

export interface NewInvitation {
  readonly id: string
  readonly inviterId: string
  readonly email: string
  readonly tokenHash: string
  readonly expiresAt: number
  readonly createdAt: number
}

export interface Invitation {
  readonly id: string
  /** The member who invited; null for an invitation from the waitlist (from Soundcheck itself). */
  readonly inviterId: string | null
  readonly email: string
  readonly status: InvitationStatus
  readonly expiresAt: number
  readonly createdAt: number
  readonly acceptedBy: string | null
}

/** Who invited whom: one accepted invitation, both people with their names when they have a profile. */
export interface InviteEdge {
  readonly inviterId: string
  readonly inviterEmail: string
  readonly inviterName: string | null
  readonly inviteeId: string
  readonly inviteeEmail: string
  readonly inviteeName: string | null
  readonly acceptedAt: number
}

export class InvitationRepo extends Context.Service<
  InvitationRepo,
  {
    /** Adds a pending invitation; a pending one from this inviter to the address (any letter case) is refused. */
    insert(invitation: NewInvitation): Effect.Effect<void, AlreadyInvited>
    findByTokenHash(tokenHash: string): Effect.Effect<Option.Option<Invitation>>
    /** The inviter's pending invitations, newest first. */
    pendingOf(inviterId: string): Effect.Effect<ReadonlyArray<Invitation>>
    /** Deletes the inviter's own pending invitation; answers whether there was one. */
    cancel(id: string, inviterId: string): Effect.Effect<boolean>
    /** Gives the inviter's own pending invitation a new token and dates; the old token stops working. */
    renew(
      id: string,
      inviterId: string,
      renewal: { readonly tokenHash: string; readonly createdAt: number; readonly expiresAt: number }
    ): Effect.Effect<Option.Option<Invitation>>
    /** Marks a pending, unexpired invitation accepted, in one conditional update; answers whether this call won. */
    claim(id: string, at: number): Effect.Effect<boolean>
    /** Records the account that accepted a claimed invitation. */
    setAcceptedBy(id: string, userId: string): Effect.Effect<void>
    /** Every accepted invitation whose two people still exist, oldest first. */
    edges(): Effect.Effect<ReadonlyArray<InviteEdge>>
  }
>()("domain/invitations/InvitationRepo") {}
