/** Port: single-use tokens sent by mail (e-mail confirmation, password reset), stored by hash. */
import { Context, type Effect, type Option } from "effect"
import type { TokenPurpose } from "./rules.ts"

export interface NewAuthToken {
  readonly id: string
  readonly userId: string
  readonly purpose: TokenPurpose
  readonly tokenHash: string
  readonly expiresAt: number
  readonly createdAt: number
}

export class AuthTokenRepo extends Context.Service<
  AuthTokenRepo,
  {
    create(token: NewAuthToken): Effect.Effect<void>
    /** Uses the token once, atomically: its user when it exists, has the purpose, is unused and unexpired. */
    consume(tokenHash: string, purpose: TokenPurpose, now: number): Effect.Effect<Option.Option<string>>
    /** The user of a token `consume` would accept at `now`, without using it (a cheap check before hashing). */
    findUsable(tokenHash: string, purpose: TokenPurpose, now: number): Effect.Effect<Option.Option<string>>
    /** Ends every unused token of the user, whatever its purpose. */
    endAllOfUser(userId: string, now: number): Effect.Effect<void>
  }
>()("domain/accounts/AuthTokenRepo") {}
