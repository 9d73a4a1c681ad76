/** Port: one-way password hashes. */
import { Context, type Effect, Schema } from "effect"

/** Too many hashes are running or waiting: the work is refused now, to be tried again shortly. */
export class HasherBusy extends Schema.TaggedError<HasherBusy>()("HasherBusy", {
  retryAfterSeconds: Schema.Number
}) {}

export class PasswordHasher extends Context.Service<
  PasswordHasher,
  {
    hash(password: string): Effect.Effect<string, HasherBusy>
    verify(passwordHash: string, password: string): Effect.Effect<boolean, HasherBusy>
  }
>()("domain/accounts/PasswordHasher") {}
