/**
 * DELETE /api/admin/concerts/:id: the concert and its interests go. A concert fans marked or made plans for answers
 * 409 ConcertInUse unless `force` (issue #31: the admin saw the counts and chose Delete Anyway).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { sendEmpty } from "../../../app/api-client.ts"
import { invalidateConcerts } from "./admin-concerts.ts"

export const deleteConcert = ({ id, force = false }: { readonly id: string; readonly force?: boolean }) =>
  sendEmpty("DELETE", `/api/admin/concerts/${encodeURIComponent(id)}${force ? "?force=true" : ""}`)

export const useDeleteConcert = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteConcert, onSuccess: () => invalidateConcerts(queryClient) })
}
