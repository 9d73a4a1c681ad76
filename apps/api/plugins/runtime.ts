/**
 * Bridges Fastify and Effect: `request.run(effect)` runs a use case on the app's ManagedRuntime, its lag-tolerant
 * reads on the replica when the request is a read (read-your-writes.ts).
 * An expected failure (a tagged error) is thrown as a DomainFailure for the error handler to map;
 * a defect is rethrown as it is and becomes a 500 without details.
 */
import { Cause, Effect, Exit, Option, Schema } from "effect"
import { SyncSince } from "../../../adapters/graph/discovery-repo.graph.ts"
import { ReadPreference } from "../../../adapters/postgres/read-routing.ts"
import type { FastifyInstance, FastifyRequest } from "fastify"
import type { AppRuntime, AppServices } from "../services.ts"
import { readPreferenceOf } from "./read-your-writes.ts"

export class DomainFailure extends Error {
  readonly tag: string
  readonly error: unknown
  constructor(tag: string, error: unknown) {
    super(tag)
    this.tag = tag
    this.error = error
  }
}

const tagOf = (error: unknown): string =>
  typeof error === "object" && error !== null && "_tag" in error && typeof error._tag === "string" ? error._tag : "UnknownFailure"

declare module "fastify" {
  interface FastifyRequest {
    run<A, E>(effect: Effect.Effect<A, E, AppServices>): Promise<A>
  }
}

export const runtimePlugin = (app: FastifyInstance, runtime: AppRuntime) => {
  app.decorateRequest("run", async function run<A, E>(this: FastifyRequest, effect: Effect.Effect<A, E, AppServices>) {
    const exit = await runtime.runPromiseExit(
      effect.pipe(Effect.provideService(ReadPreference, readPreferenceOf(this)), Effect.provideService(SyncSince, performance.now()))
    )
    if (Exit.isSuccess(exit)) return exit.value
    const failure = Cause.findErrorOption(exit.cause)
    if (Option.isSome(failure)) throw new DomainFailure(tagOf(failure.value), failure.value)
    throw Cause.squash(exit.cause)
  })
}

/** Decodes request input with a contract schema; a mismatch is an InvalidRequest failure. */
export const decodeInput = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, input: unknown): S["Type"] => {
  const result = Schema.decodeUnknownExit(schema)(input)
  if (Exit.isSuccess(result)) return result.value
  throw new DomainFailure("InvalidRequest", { _tag: "InvalidRequest", issues: String(Cause.squash(result.cause)) })
}
