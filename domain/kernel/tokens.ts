/** Port: unguessable tokens (for invitation links, e-mail confirmation, sessions) and their one-way hashes. */
import { Context, type Effect } from "effect"

export class Tokens extends Context.Service<
  Tokens,
  {
    /** A URL-safe token carrying at least 128 random bits. */
    readonly generate: Effect.Effect<string>
    /** The form a token is stored in; the token itself is never stored. */
    hash(token: string): Effect.Effect<string>
    /** A random UUID, for ids minted in the domain. */
    readonly uuid: Effect.Effect<string>
  }
>()("domain/kernel/Tokens") {}
