/** POST /api/invitations/:id/resend: a new link replaces the old one; no second invite is spent. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { Schema } from "effect"
import { InvitationDto } from "../../../../../../domain/invitations/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { invalidateInvitations } from "./invalidate-invitations.ts"

const Resent = Schema.Struct({ invitation: InvitationDto })

export const resendInvitation = (invitationId: string) => sendJson("POST", `/api/invitations/${encodeURIComponent(invitationId)}/resend`, Resent)

export const useResendInvitation = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: resendInvitation, onSuccess: () => invalidateInvitations(queryClient) })
}
