/** Port: refresh-token sessions, stored by hash, grouped in families that rotation keeps together. */
import { Context, type Effect, type Option } from "effect"

export interface SessionRecord {
  readonly id: string
  readonly userId: string
  readonly familyId: string
  readonly tokenHash: string
  readonly createdAt: number
  readonly expiresAt: number
  readonly rotatedAt: number | null
  readonly revokedAt: number | null
}

export class SessionRepo extends Context.Service<
  SessionRepo,
  {
    create(session: Omit<SessionRecord, "rotatedAt" | "revokedAt">): Effect.Effect<void>
    findByTokenHash(tokenHash: string): Effect.Effect<Option.Option<SessionRecord>>
    /** Marks a live session rotated; false when it was already rotated or revoked (someone else won). */
    markRotated(id: string, at: number): Effect.Effect<boolean>
    revokeFamily(familyId: string, at: number): Effect.Effect<void>
    /** Revokes the family only when it is the user's (an access token's `sid` names a family of its `sub`). */
    revokeFamilyOfUser(userId: string, familyId: string, at: number): Effect.Effect<void>
    revokeAllOfUser(userId: string, at: number): Effect.Effect<void>
  }
>()("domain/accounts/SessionRepo") {}
