/** GET /api/health: whether the API runs and the database answers; never shed under load, so it keeps that meaning. */
import { Schema } from "effect"
import type { FastifyInstance } from "fastify"
import { StoreHealth } from "../../../domain/kernel/health.ts"
import { neverShed } from "../plugins/under-pressure.ts"

export const HealthDto = Schema.Struct({
  status: Schema.Literals(["ok", "degraded"]),
  database: Schema.Literals(["up", "down"])
}).annotate({ identifier: "HealthDto" })
export type HealthDto = typeof HealthDto.Type

export const healthRoutes = (app: FastifyInstance) => {
  app.get(
    "/api/health",
    {
      config: {
        ...neverShed,
        contract: {
          tag: "Health",
          summary: "Whether the API runs and the database answers (within 2 s)",
          responses: {
            200: { schema: HealthDto, description: "Up: status ok, database up." },
            503: { schema: HealthDto, description: "The database does not answer: status degraded, database down." }
          }
        }
      }
    },
    async (request, reply) => {
      const up = await request.run(StoreHealth.use((health) => health.ping))
      return reply.status(up ? 200 : 503).send({ status: up ? "ok" : "degraded", database: up ? "up" : "down" } satisfies HealthDto)
    }
  )
}
