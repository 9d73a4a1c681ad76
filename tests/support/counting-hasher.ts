/** The memory password hasher, counting every hash and verification it computes (to prove work is not done). */
import { Effect, Layer } from "effect"
import * as MemoryHasher from "../../adapters/memory/password-hasher.memory.ts"
import { PasswordHasher } from "../../domain/accounts/password-hasher.ts"

export const countingHasher = () => {
  let hashings = 0
  const layer = Layer.effect(
    PasswordHasher,
    Effect.gen(function* () {
      const inner = yield* PasswordHasher
      return PasswordHasher.of({
        hash: (password) =>
          Effect.andThen(
            Effect.sync(() => void hashings++),
            inner.hash(password)
          ),
        verify: (hash, password) =>
          Effect.andThen(
            Effect.sync(() => void hashings++),
            inner.verify(hash, password)
          )
      })
    })
  ).pipe(Layer.provide(MemoryHasher.layer))
  return { layer, hashings: () => hashings }
}
