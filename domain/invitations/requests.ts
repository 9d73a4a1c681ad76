/** Use cases of a user's requests for more invites: ask, and see the state of their own requests. */
import { Clock, Effect, Option } from "effect"
import { InvitesRevoked } from "./errors.ts"
import { InviteCounts } from "./invite-counts.ts"
import { getOwnProfile } from "../accounts/profiles.ts"
import { displayNameFor } from "../accounts/rules.ts"
import { Tokens } from "../kernel/tokens.ts"
import type { InviteRequestBody, InviteRequestDto } from "./contract.ts"
import { type InviteRequest, InviteRequestRepo } from "./invite-request-repo.ts"
import { checkReason, checkRequestedCount } from "./rules.ts"

export const toRequestDto = (r: InviteRequest): InviteRequestDto => ({
  id: r.id,
  userId: r.userId,
  displayName: displayNameFor(r.displayName, r.email),
  requestedCount: r.requestedCount,
  reason: r.reason,
  status: r.status,
  createdAt: r.createdAt,
  reviewedAt: r.reviewedAt
})

export const requestMoreInvites = Effect.fn("requestMoreInvites")(function* (userId: string, body: InviteRequestBody) {
  const requestedCount = yield* Effect.fromResult(checkRequestedCount(body.requestedCount))
  const reason = yield* Effect.fromResult(checkReason(body.reason))
  // The profile holds the count an approval adds to, so it must exist before anyone reviews the request.
  yield* getOwnProfile(userId)
  // Revoked invites (issue #29): no more are asked for until an admin restores them.
  if (Option.isSome(yield* (yield* InviteCounts).revocationOf(userId))) return yield* new InvitesRevoked({ userId })
  const requests = yield* InviteRequestRepo
  const id = yield* (yield* Tokens).uuid
  yield* requests.create({ id, userId, requestedCount, reason, createdAt: yield* Clock.currentTimeMillis })
  return toRequestDto(Option.getOrThrow(yield* requests.find(id)))
})

export const ownInviteRequests = Effect.fn("ownInviteRequests")(function* (userId: string) {
  const requests = yield* (yield* InviteRequestRepo).ofUser(userId)
  return { requests: requests.map(toRequestDto) }
})
