/** POST /api/blocks: block someone (the friendship and requests between the two end); every people query refreshes. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { BlockedPersonDto } from "../../../../../../domain/safety/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { invalidatePeople } from "./invalidate-people.ts"

export const blockUser = (userId: string) => sendJson("POST", "/api/blocks", BlockedPersonDto, { userId })

export const useBlockUser = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: blockUser, onSuccess: (_blocked, userId) => invalidatePeople(queryClient, userId) })
}
