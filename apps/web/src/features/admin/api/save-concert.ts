/** POST /api/admin/concerts (create) or PUT /api/admin/concerts/:id (edit). */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { AdminConcertDto, type ConcertBody } from "../../../../../../domain/curation/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { invalidateConcerts } from "./admin-concerts.ts"

export interface SaveConcert {
  /** Absent to create a concert. */
  readonly id?: string | undefined
  readonly body: ConcertBody
}

export const saveConcert = ({ id, body }: SaveConcert) =>
  id === undefined
    ? sendJson("POST", "/api/admin/concerts", AdminConcertDto, body)
    : sendJson("PUT", `/api/admin/concerts/${encodeURIComponent(id)}`, AdminConcertDto, body)

export const useSaveConcert = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: saveConcert, onSuccess: () => invalidateConcerts(queryClient) })
}
