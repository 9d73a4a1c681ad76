/** Tokens from node:crypto: 256 random bits, hashed with SHA-256 for storage. */
import { createHash, randomBytes, randomUUID } from "node:crypto"
import { Effect, Layer } from "effect"
import { Tokens } from "../../domain/kernel/tokens.ts"

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("base64url")

export const layer: Layer.Layer<Tokens> = Layer.succeed(
  Tokens,
  Tokens.of({
    generate: Effect.sync(() => randomBytes(32).toString("base64url")),
    hash: (token) => Effect.sync(() => hashToken(token)),
    uuid: Effect.sync(() => randomUUID())
  })
)
