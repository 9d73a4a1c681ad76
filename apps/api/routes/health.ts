/** GET /api/health: whether the API runs and the database answers; never shed under load, so it keeps that meaning. */
import type { FastifyInstance } from "fastify"
import { StoreHealth } from "../../../domain/kernel/health.ts"
import { neverShed } from "../plugins/under-pressure.ts"

export const healthRoutes = (app: FastifyInstance) => {
  app.get("/api/health", { config: neverShed }, async (request, reply) => {
    const up = await request.run(StoreHealth.use((health) => health.ping))
    return reply.status(up ? 200 : 503).send({ status: up ? "ok" : "degraded", database: up ? "up" : "down" })
  })
}
