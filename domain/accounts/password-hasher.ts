/** Port: one-way password hashes. */
import { Context, type Effect } from "effect"

export class PasswordHasher extends Context.Service<PasswordHasher, {
  hash(password: string): Effect.Effect<string>
  verify(passwordHash: string, password: string): Effect.Effect<boolean>
}>()("domain/accounts/PasswordHasher") {}
