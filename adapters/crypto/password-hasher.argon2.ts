/** PasswordHasher with argon2id, off the event loop (the native module runs on its own threads). */
import { Effect, Layer } from "effect"
import { PasswordHasher } from "../../domain/accounts/password-hasher.ts"
import { hashPassword, verifyPassword } from "./passwords.argon2.ts"

export const layer: Layer.Layer<PasswordHasher> = Layer.succeed(PasswordHasher, PasswordHasher.of({
  hash: (password) => Effect.promise(() => hashPassword(password)),
  verify: (passwordHash, password) => Effect.promise(() => verifyPassword(passwordHash, password))
}))
