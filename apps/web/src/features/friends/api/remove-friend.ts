/** DELETE /api/friends/:userId: either friend ends the friendship, for both. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { sendEmpty } from "../../../app/api-client.ts"
import { invalidateFriendships } from "./invalidate-friendships.ts"

export const removeFriend = (userId: string) => sendEmpty("DELETE", `/api/friends/${encodeURIComponent(userId)}`)

export const useRemoveFriend = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: removeFriend, onSuccess: () => invalidateFriendships(queryClient) })
}
