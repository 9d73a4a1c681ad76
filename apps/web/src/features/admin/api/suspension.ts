/**
 * PUT /api/admin/users/:userId/suspension (staff; non-staff accounts): suspend with a reason and an optional last
 * day; DELETE lifts it. Every list that may name the person refreshes.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { SuspensionDto, type SuspensionBody } from "../../../../../../domain/moderation/contract.ts"
import { sendEmpty, sendJson } from "../../../app/api-client.ts"

const path = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/suspension`

export const suspendUser = ({ userId, body }: { readonly userId: string; readonly body: SuspensionBody }) => sendJson("PUT", path(userId), SuspensionDto, body)

export const liftSuspension = (userId: string) => sendEmpty("DELETE", path(userId))

export const useSuspendUser = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: suspendUser, onSuccess: () => queryClient.invalidateQueries() })
}

export const useLiftSuspension = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: liftSuspension, onSuccess: () => queryClient.invalidateQueries() })
}
