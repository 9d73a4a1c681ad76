/** POST /api/admin/reports/:id/assign (staff): the report is the caller's to handle; the queue refreshes. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { ReportDto } from "../../../../../../../domain/moderation/contract.ts"
import { sendJson } from "../../../../app/api-client.ts"
import { invalidateReportQueue } from "./report-queue.ts"

export const assignReport = (reportId: string) => sendJson("POST", `/api/admin/reports/${encodeURIComponent(reportId)}/assign`, ReportDto)

export const useAssignReport = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: assignReport, onSuccess: () => invalidateReportQueue(queryClient) })
}
