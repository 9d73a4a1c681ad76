/** POST /api/admin/invite-requests/:id/approve | reject (admin): review a pending request once. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { InviteRequestDto } from "../../../../../../domain/invitations/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { adminInviteRequestsQueryOptions } from "./admin-invite-requests.ts"
import { invitationsOverviewQueryOptions } from "./invitations-overview.ts"
import { ownInviteRequestsQueryOptions } from "./own-invite-requests.ts"

export type Review = "approve" | "reject"

export const reviewInviteRequest = ({ id, review }: { readonly id: string; readonly review: Review }) =>
  sendJson("POST", `/api/admin/invite-requests/${encodeURIComponent(id)}/${review}`, InviteRequestDto)

export const useReviewInviteRequest = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reviewInviteRequest,
    // Settled, not only on success: "already reviewed" means the list on screen is out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminInviteRequestsQueryOptions().queryKey }),
        // The admin's own count and requests change when they approve their own request.
        queryClient.invalidateQueries({ queryKey: invitationsOverviewQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ownInviteRequestsQueryOptions().queryKey })
      ])
  })
}
