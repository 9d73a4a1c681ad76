/** POST /api/friend-requests/:id/accept: the receiver accepts; the friendship exists from then on. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { Schema } from "effect"
import { FriendDto } from "../../../../../../domain/friends/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { invalidateFriendships } from "./invalidate-friendships.ts"

const Accepted = Schema.Struct({ friend: FriendDto })

export const acceptFriendRequest = (requestId: string) => sendJson("POST", `/api/friend-requests/${encodeURIComponent(requestId)}/accept`, Accepted)

export const useAcceptFriendRequest = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: acceptFriendRequest, onSuccess: () => invalidateFriendships(queryClient) })
}
