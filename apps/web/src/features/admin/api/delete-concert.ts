/** DELETE /api/admin/concerts/:id: the concert and its interests go. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { sendEmpty } from "../../../app/api-client.ts"
import { invalidateConcerts } from "./admin-concerts.ts"

export const deleteConcert = (id: string) => sendEmpty("DELETE", `/api/admin/concerts/${encodeURIComponent(id)}`)

export const useDeleteConcert = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteConcert, onSuccess: () => invalidateConcerts(queryClient) })
}
