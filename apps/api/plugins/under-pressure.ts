/**
 * Load shedding: while the event loop lags or stays saturated, new requests are refused at once with 503
 * Overloaded and Retry-After (a problem, as every error answer), so the requests already admitted finish in time
 * instead of every request slowing down. `/api/health` is never shed: it keeps saying whether the API and
 * the database answer. On when the app is built with `loadShedding` (the server passes PRODUCTION_SHEDDING
 * with NODE_ENV=production); off otherwise, where a busy test machine would shed at random.
 */
import underPressure from "@fastify/under-pressure"
import { Schema } from "effect"
import type { FastifyInstance } from "fastify"
import { DomainFailure } from "./runtime.ts"

export interface LoadShedding {
  /** Mean event-loop delay over one sample above which new work is shed. */
  readonly maxEventLoopDelayMs: number
  /** Event-loop utilization (0 to 1) over one sample above which new work is shed. */
  readonly maxEventLoopUtilization: number
  readonly sampleIntervalMs: number
  readonly retryAfterSeconds: number
}

export const PRODUCTION_SHEDDING: LoadShedding = {
  maxEventLoopDelayMs: 200,
  maxEventLoopUtilization: 0.98,
  sampleIntervalMs: 500,
  retryAfterSeconds: 5
}

export class Overloaded extends Schema.TaggedError<Overloaded>()("Overloaded", {
  pressure: Schema.String,
  retryAfterSeconds: Schema.Number
}) {}

/** Never shed: the route opts out with this as its `config`. */
export const neverShed = { pressureHandler: () => undefined }

export const underPressurePlugin = async (app: FastifyInstance, shedding: LoadShedding | false = false) => {
  if (shedding === false) return
  await app.register(underPressure, {
    maxEventLoopDelay: shedding.maxEventLoopDelayMs,
    maxEventLoopUtilization: shedding.maxEventLoopUtilization,
    sampleInterval: shedding.sampleIntervalMs,
    eventLoopUtilizationMode: "interval",
    // A rejected promise goes to the one error handler: 503, Retry-After, a problem body.
    pressureHandler: async (_request, _reply, type) => {
      throw new DomainFailure("Overloaded", new Overloaded({ pressure: type, retryAfterSeconds: shedding.retryAfterSeconds }))
    }
  })
}
