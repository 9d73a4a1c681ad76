/** POST /api/friend-requests/:id/reject: the receiver declines. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { sendEmpty } from "../../../app/api-client.ts"
import { invalidateFriendships } from "./invalidate-friendships.ts"

export const rejectFriendRequest = (requestId: string) => sendEmpty("POST", `/api/friend-requests/${encodeURIComponent(requestId)}/reject`)

export const useRejectFriendRequest = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: rejectFriendRequest, onSuccess: () => invalidateFriendships(queryClient) })
}
