/**
 * POST /api/admin/reports/:id/resolve (staff): act on the report's target (or dismiss), which closes every open
 * report of that target. The queue refreshes, and so do the lists an action changes (names, concerts, messages).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { ReportsResolved, type ResolveReportBody } from "../../../../../../../domain/moderation/contract.ts"
import { sendJson } from "../../../../app/api-client.ts"

export interface ResolveReport {
  readonly reportId: string
  readonly body: ResolveReportBody
}

export const resolveReport = ({ reportId, body }: ResolveReport) =>
  sendJson("POST", `/api/admin/reports/${encodeURIComponent(reportId)}/resolve`, ReportsResolved, body)

export const useResolveReport = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: resolveReport, onSuccess: () => queryClient.invalidateQueries() })
}
