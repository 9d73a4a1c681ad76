/** POST /api/friend-requests: by e-mail (Add Friends) or by user id (a profile's Add Friend). */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { SentFriendRequest, type SendFriendRequestBody } from "../../../../../../domain/friends/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { invalidateInvitations } from "../../invitations/api/invalidate-invitations.ts"

export const sendFriendRequest = (body: SendFriendRequestBody) => sendJson("POST", "/api/friend-requests", SentFriendRequest, body)

export const useSendFriendRequest = () => {
  const queryClient = useQueryClient()
  // An address without an account gets an invitation: the invite count and the Sent tab change too.
  return useMutation({ mutationFn: sendFriendRequest, onSuccess: () => invalidateInvitations(queryClient) })
}
