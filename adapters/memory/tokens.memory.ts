/** Deterministic tokens for tests: a counter, so every run sees the same values. */
import { Effect, Layer, Ref } from "effect"
import { Tokens } from "../../domain/kernel/tokens.ts"

const hex = (n: number, width: number) => n.toString(16).padStart(width, "0")

export const layer: Layer.Layer<Tokens> = Layer.effect(
  Tokens,
  Effect.gen(function* () {
    const counter = yield* Ref.make(0)
    const next = Ref.updateAndGet(counter, (n) => n + 1)
    return Tokens.of({
      generate: Effect.map(next, (n) => `token-${hex(n, 32)}`),
      hash: (token) => Effect.succeed(`hash:${token}`),
      uuid: Effect.map(next, (n) => `00000000-0000-4000-8000-${hex(n, 12)}`)
    })
  })
)
