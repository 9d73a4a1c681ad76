/** Port: requests for more invites; a request is reviewed (approved or rejected) at most once. */
import { Context, type Effect, type Option } from "effect"

export type InviteRequestStatus = "pending" | "approved" | "rejected"

export type RequestFilter = InviteRequestStatus | "reviewed"

export interface NewInviteRequest {
  readonly id: string
  readonly userId: string
  readonly requestedCount: number
  readonly reason: string | null
  readonly createdAt: number
}

/** A stored request with the requester's address and profile name (when they have one). */
export interface InviteRequest extends NewInviteRequest {
  readonly email: string
  readonly displayName: string | null
  readonly status: InviteRequestStatus
  readonly reviewedAt: number | null
  readonly reviewedBy: string | null
}

export interface Review {
  readonly status: "approved" | "rejected"
  readonly reviewedBy: string | null
  readonly at: number
}

export class InviteRequestRepo extends Context.Service<
  InviteRequestRepo,
  {
    create(request: NewInviteRequest): Effect.Effect<void>
    find(id: string): Effect.Effect<Option.Option<InviteRequest>>
    /** The user's requests, newest first. */
    ofUser(userId: string): Effect.Effect<ReadonlyArray<InviteRequest>>
    /**
     * Requests in a state (`reviewed`: approved or rejected; none: every request), at most `limit`, newest
     * first: by review instant when the filter is a reviewed state, by creation otherwise.
     */
    list(filter: { readonly status?: RequestFilter | undefined; readonly limit: number }): Effect.Effect<ReadonlyArray<InviteRequest>>
    /** Reviews a pending request in one conditional update; None when it was not pending (or unknown). */
    review(id: string, review: Review): Effect.Effect<Option.Option<InviteRequest>>
  }
>()("domain/invitations/InviteRequestRepo") {}
