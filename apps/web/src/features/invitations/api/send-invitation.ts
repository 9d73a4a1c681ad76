/** POST /api/invitations: invite an address (one invite spent), or a friend request when it has an account. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { InviteResult } from "../../../../../../domain/invitations/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { invalidateInvitations } from "./invalidate-invitations.ts"

export const sendInvitation = (email: string) => sendJson("POST", "/api/invitations", InviteResult, { email })

export const useSendInvitation = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: sendInvitation, onSettled: () => invalidateInvitations(queryClient) })
}
