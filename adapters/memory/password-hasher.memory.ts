/** A fast PasswordHasher for tests and the memory runtime: salted SHA-256, never for real accounts. */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto"
import { Effect, Layer } from "effect"
import { PasswordHasher } from "../../domain/accounts/password-hasher.ts"

const digest = (salt: string, password: string) => createHash("sha256").update(`${salt}:${password}`).digest("hex")

export const layer: Layer.Layer<PasswordHasher> = Layer.succeed(
  PasswordHasher,
  PasswordHasher.of({
    hash: (password) =>
      Effect.sync(() => {
        const salt = randomBytes(8).toString("hex")
        return `sha256$${salt}$${digest(salt, password)}`
      }),
    verify: (passwordHash, password) =>
      Effect.sync(() => {
        const [scheme, salt, expected] = passwordHash.split("$")
        if (scheme !== "sha256" || salt === undefined || expected === undefined) return false
        const actual = Buffer.from(digest(salt, password))
        return actual.length === expected.length && timingSafeEqual(actual, Buffer.from(expected))
      })
  })
)
