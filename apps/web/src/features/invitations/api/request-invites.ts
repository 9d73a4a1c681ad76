/** POST /api/invite-requests: ask the admins for more invites (1 to 20, with a reason). */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { InviteRequestDto, type InviteRequestBody } from "../../../../../../domain/invitations/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { ownInviteRequestsQueryOptions } from "./own-invite-requests.ts"

export const requestInvites = (body: InviteRequestBody) => sendJson("POST", "/api/invite-requests", InviteRequestDto, body)

export const useRequestInvites = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestInvites,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownInviteRequestsQueryOptions().queryKey })
  })
}
