/** GET /api/health: whether the API runs and the database answers; never shed under load, so it keeps that meaning. */
import { Effect, Schema } from "effect"
import type { FastifyInstance } from "fastify"
import { StoreHealth } from "../../../domain/kernel/health.ts"
import { neverShed } from "../plugins/under-pressure.ts"

export const HealthDto = Schema.Struct({
  status: Schema.Literals(["ok", "degraded"]),
  database: Schema.Literals(["up", "down"]),
  /** Only with a read replica (DATABASE_REPLICA_URL): serving, too far behind, or not answering. Reads fall back to the primary, so it never makes the instance unhealthy. */
  replica: Schema.optionalKey(Schema.Literals(["up", "behind", "down"])),
  /**
   * Only where discovery runs on the social-graph index (issue #33): still loading (503: the instance takes no traffic
   * yet), current, or unable to follow the change log (SQL answers meanwhile, so the instance stays healthy).
   */
  graph: Schema.optionalKey(Schema.Literals(["loading", "ready", "behind"]))
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
          summary: "Whether the API runs and the database answers (within 2 s), the read replica's state when there is one, and the social-graph index's",
          responses: {
            200: { schema: HealthDto, description: "Up: status ok, database up." },
            503: { schema: HealthDto, description: "The database does not answer, or the social-graph index is still loading: status degraded." }
          }
        }
      }
    },
    async (request, reply) => {
      const [up, replica, graph] = await request.run(StoreHealth.use((health) => Effect.all([health.ping, health.replica, health.graph])))
      const ready = up && graph !== "loading"
      const body: HealthDto = {
        status: ready ? "ok" : "degraded",
        database: up ? "up" : "down",
        ...(replica === "none" ? {} : { replica }),
        ...(graph === "none" ? {} : { graph })
      }
      return reply.status(ready ? 200 : 503).send(body)
    }
  )
}
