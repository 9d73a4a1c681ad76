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

export class AuthTokenRepo extends Context.Service<AuthTokenRepo, {
  create(token: NewAuthToken): Effect.Effect<void>
  /** Uses the token once, atomically: its user when it exists, has the purpose, is unused and unexpired. */
  consume(tokenHash: string, purpose: TokenPurpose, now: number): Effect.Effect<Option.Option<string>>
}>()("domain/accounts/AuthTokenRepo") {}
