/** GET /api/dashboard: the signed-in viewer's counts, lists and group opportunities. */
import type { FastifyInstance } from "fastify"
import { dashboard } from "../../../domain/concerts/dashboard.ts"
import type { DashboardDto } from "../../../domain/concerts/discovery-contract.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"

export const dashboardRoutes = (app: FastifyInstance) => {
  app.get("/api/dashboard", { preHandler: requireUser }, async (request): Promise<DashboardDto> =>
    request.run(dashboard(viewerOf(request).id)))
}
