/** GET /api/dashboard: the signed-in viewer's counts, lists and group opportunities. */
import type { FastifyInstance } from "fastify"
import { dashboard } from "../../../domain/concerts/dashboard.ts"
import { DashboardDto } from "../../../domain/concerts/discovery-contract.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"

export const dashboardRoutes = (app: FastifyInstance) => {
  app.get(
    "/api/dashboard",
    {
      preHandler: requireUser,
      config: {
        contract: {
          tag: "Concerts",
          summary: "The dashboard: the viewer's counts, the first three of two lists, and group opportunities",
          responses: { 200: DashboardDto }
        }
      }
    },
    async (request): Promise<DashboardDto> => request.run(dashboard(viewerOf(request).id))
  )
}
