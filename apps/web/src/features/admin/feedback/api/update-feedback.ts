/** PATCH /api/admin/feedback/:id (admin): set the status and the admin notes. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { AdminFeedbackDto, type FeedbackUpdateBody } from "../../../../../../../domain/feedback/contract.ts"
import { sendJson } from "../../../../app/api-client.ts"
import { adminFeedbackQueryOptions } from "./admin-feedback.ts"

export const updateFeedback = ({ id, body }: { readonly id: string; readonly body: FeedbackUpdateBody }) =>
  sendJson("PATCH", `/api/admin/feedback/${encodeURIComponent(id)}`, AdminFeedbackDto, body)

export const useUpdateFeedback = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminFeedbackQueryOptions().queryKey })
  })
}
