/** GET /api/health: whether the API runs and the database answers. */
import type { FastifyInstance } from "fastify"
import { StoreHealth } from "../../../domain/kernel/health.ts"

export const healthRoutes = (app: FastifyInstance) => {
  app.get("/api/health", async (request, reply) => {
    const up = await request.run(StoreHealth.use((health) => health.ping))
    return reply.status(up ? 200 : 503).send({ status: up ? "ok" : "degraded", database: up ? "up" : "down" })
  })
}
