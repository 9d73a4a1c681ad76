/**
 * The moderators' queue (issue #29): reports grouped by target, a report, assigning a target's reports to oneself,
 * and resolving them with an action on the target. Moderators and admins; every action is audit-logged.
 */
import type { FastifyInstance, FastifyRequest } from "fastify"
import { ReportDto, ReportQueueDto, ReportQueueQuery, ReportsResolved, ResolveReportBody } from "../../../domain/moderation/contract.ts"
import { assignReport, getReport, listReports } from "../../../domain/moderation/queue.ts"
import { resolveReport } from "../../../domain/moderation/resolve.ts"
import { requireStaff, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

type Id = { Params: { id: string } }

const tag = "Moderation"

const actor = (request: FastifyRequest) => ({ kind: "user", user: viewerOf(request) }) as const

export const adminReportRoutes = (app: FastifyInstance) => {
  const staff = { preHandler: requireStaff }

  app.get(
    "/api/admin/reports",
    {
      ...staff,
      config: {
        contract: {
          tag,
          summary: "The reports queue: targets with their reports, the newest report first",
          description:
            "status open (the default) or closed (actioned and dismissed). Each target's reports are the newest first, each with the target as it was reported (snapshot).",
          query: ReportQueueQuery,
          responses: { 200: ReportQueueDto },
          errors: ["InvalidCursor"]
        }
      }
    },
    async (request): Promise<ReportQueueDto> => request.run(listReports(actor(request), decodeInput(ReportQueueQuery, request.query)))
  )

  app.get<Id>(
    "/api/admin/reports/:id",
    {
      ...staff,
      config: { contract: { tag, summary: "One report, with the target as it was reported", responses: { 200: ReportDto }, errors: ["ReportNotFound"] } }
    },
    async (request): Promise<ReportDto> => request.run(getReport(actor(request), request.params.id))
  )

  app.post<Id>(
    "/api/admin/reports/:id/assign",
    {
      ...staff,
      config: {
        contract: {
          tag,
          summary: "Take the case: every open report of the target is assigned to the caller",
          responses: { 200: ReportDto },
          errors: ["ReportNotFound", "ReportAlreadyResolved"]
        }
      }
    },
    async (request): Promise<ReportDto> => request.run(assignReport(actor(request), request.params.id))
  )

  app.post<Id>(
    "/api/admin/reports/:id/resolve",
    {
      ...staff,
      config: {
        contract: {
          tag,
          summary: "Act on the target and close every open report of it, in one transaction",
          description:
            "The action must fit the target: profile (dismiss, clear_display_name, clear_bio, suspend, revoke_invites), plan_message (dismiss, " +
            "remove_message, suspend, revoke_invites), concert (dismiss, concert_corrected: recorded after editing the concert, refused while it is as reported). A reason is " +
            "required but for dismiss; until (YYYY-MM-DD) only for suspend. The person acted on and every reporter are told, never by whom.",
          body: ResolveReportBody,
          responses: { 200: ReportsResolved },
          errors: ["ReportNotFound", "ReportAlreadyResolved", "ActionNotAllowed", "InvalidModeration", "ProtectedAccount"]
        }
      }
    },
    async (request): Promise<ReportsResolved> => {
      const body = decodeInput(ResolveReportBody, request.body)
      return request.run(resolveReport(actor(request), request.params.id, body))
    }
  )
}
