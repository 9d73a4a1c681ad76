/** GET /api/admin/feedback (admin): every feedback request, newest first, with the submitter's name. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { AdminFeedbackList } from "../../../../../../../domain/feedback/contract.ts"
import { fetchJson } from "../../../../app/api-client.ts"

export const getAdminFeedback = () => fetchJson("/api/admin/feedback", AdminFeedbackList)

export const adminFeedbackQueryOptions = () => queryOptions({ queryKey: ["admin", "feedback"], queryFn: getAdminFeedback })

export const useAdminFeedback = () => useQuery(adminFeedbackQueryOptions())
