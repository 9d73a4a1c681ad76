/** A fan's report of a profile, a plan message or a concert (issue #29): "Report sent", the outcome told later. */
import type { FastifyInstance } from "fastify"
import { REPORTS_PER_DAY, ReportBody, ReportCreated } from "../../../domain/moderation/contract.ts"
import { submitReport } from "../../../domain/moderation/report.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

export const reportRoutes = (app: FastifyInstance) => {
  app.post(
    "/api/reports",
    {
      preHandler: requireUser,
      config: {
        contract: {
          tag: "Moderation",
          summary: "Report a profile, a plan message or a concert to the moderators",
          description:
            "Only what the reporter can see (anything else, and oneself, is ReportTargetNotFound). A comment is required for illegal and other. " +
            `One open report per target; at most ${REPORTS_PER_DAY} reports in 24 hours (RateLimited). The reporter is told the outcome, never who decided.`,
          body: ReportBody,
          responses: { 201: ReportCreated },
          errors: ["ReportTargetNotFound", "InvalidReport", "ReportAlreadyOpen", "RateLimited"]
        }
      }
    },
    async (request, reply): Promise<ReportCreated> => {
      const body = decodeInput(ReportBody, request.body)
      const created = await request.run(submitReport(viewerOf(request).id, body))
      reply.status(201)
      return created
    }
  )
}
