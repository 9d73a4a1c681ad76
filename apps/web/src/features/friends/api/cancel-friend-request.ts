/** DELETE /api/friend-requests/:id: the sender cancels (the request is deleted). */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { sendEmpty } from "../../../app/api-client.ts"
import { invalidateFriendships } from "./invalidate-friendships.ts"

export const cancelFriendRequest = (requestId: string) => sendEmpty("DELETE", `/api/friend-requests/${encodeURIComponent(requestId)}`)

export const useCancelFriendRequest = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: cancelFriendRequest, onSuccess: () => invalidateFriendships(queryClient) })
}
