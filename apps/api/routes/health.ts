/** GET /api/health: whether the API runs and the database answers; never shed under load, so it keeps that meaning. */
import { Effect, Schema } from "effect"
import type { FastifyInstance } from "fastify"
import { StoreHealth } from "../../../domain/kernel/health.ts"
import { neverShed } from "../plugins/under-pressure.ts"

export const HealthDto = Schema.Struct({
  status: Schema.Literals(["ok", "degraded"]),
  database: Schema.Literals(["up", "down"]),
  /** Only with a read replica (DATABASE_REPLICA_URL): serving, too far behind, or not answering. Reads fall back to the primary, so it never makes the instance unhealthy. */
  replica: Schema.optionalKey(Schema.Literals(["up", "behind", "down"]))
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
          summary: "Whether the API runs and the database answers (within 2 s), and the read replica's state when there is one",
          responses: {
            200: { schema: HealthDto, description: "Up: status ok, database up." },
            503: { schema: HealthDto, description: "The database does not answer: status degraded, database down." }
          }
        }
      }
    },
    async (request, reply) => {
      const [up, replica] = await request.run(StoreHealth.use((health) => Effect.all([health.ping, health.replica])))
      const body: HealthDto = { status: up ? "ok" : "degraded", database: up ? "up" : "down", ...(replica === "none" ? {} : { replica }) }
      return reply.status(up ? 200 : 503).send(body)
    }
  )
}
