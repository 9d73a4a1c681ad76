/** DELETE /api/invitations/:id: the inviter cancels; the link stops working (the invite is not given back). */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { sendEmpty } from "../../../app/api-client.ts"
import { invalidateInvitations } from "./invalidate-invitations.ts"

export const cancelInvitation = (invitationId: string) => sendEmpty("DELETE", `/api/invitations/${encodeURIComponent(invitationId)}`)

export const useCancelInvitation = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: cancelInvitation, onSuccess: () => invalidateInvitations(queryClient) })
}
