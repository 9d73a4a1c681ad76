/** Admin → Analytics (issue #34): one panel's figures and tables for a range of days, aggregates only, admins only. */
import type { FastifyInstance } from "fastify"
import { AnalyticsPanelDto, AnalyticsPanelParams, AnalyticsQuery, FEWER_THAN_5, MAX_ANALYTICS_RANGE_DAYS } from "../../../domain/analytics/contract.ts"
import { analyticsPanel } from "../../../domain/analytics/panels.ts"
import { requireAdmin, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

export const adminAnalyticsRoutes = (app: FastifyInstance) => {
  app.get(
    "/api/admin/analytics/:panel",
    {
      preHandler: requireAdmin,
      config: {
        contract: {
          tag: "Admin",
          summary: "One panel of Admin → Analytics (growth, invitations, activity, catalogue, mail) over a range of days",
          description:
            `from and to (YYYY-MM-DD) are the range's first and last days, inclusive, at most ${MAX_ANALYTICS_RANGE_DAYS} days, in the admin's ` +
            `time zone (else the server's), which also starts the weeks on Monday. Aggregates only: a cell counting 1 to 4 people, or a rate ` +
            `or median over 1 to 4, reads "${FEWER_THAN_5}"; null is nothing to measure. Never cached (Cache-Control: no-store).`,
          params: AnalyticsPanelParams,
          query: AnalyticsQuery,
          responses: { 200: AnalyticsPanelDto },
          errors: ["InvalidAnalyticsRange"]
        }
      }
    },
    async (request): Promise<AnalyticsPanelDto> => {
      const { panel } = decodeInput(AnalyticsPanelParams, request.params)
      return request.run(analyticsPanel({ kind: "user", user: viewerOf(request) }, panel, decodeInput(AnalyticsQuery, request.query)))
    }
  )
}
