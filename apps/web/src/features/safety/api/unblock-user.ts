/** DELETE /api/blocks/:userId: lift a block (nothing ended by it comes back); every people query refreshes. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { sendEmpty } from "../../../app/api-client.ts"
import { invalidatePeople } from "./invalidate-people.ts"

export const unblockUser = (userId: string) => sendEmpty("DELETE", `/api/blocks/${encodeURIComponent(userId)}`)

export const useUnblockUser = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: unblockUser, onSuccess: (_nothing, userId) => invalidatePeople(queryClient, userId) })
}
