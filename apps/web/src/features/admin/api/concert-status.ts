/**
 * PUT /api/admin/concerts/:id/status (issue #31): cancel, postpone, reschedule (a new date) or move (a new venue), with a
 * reason. The answer is not read: the lists refresh.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { ConcertStatusBody } from "../../../../../../domain/curation/contract.ts"
import { sendEmpty } from "../../../app/api-client.ts"
import { invalidateConcerts } from "./admin-concerts.ts"

export const setConcertStatus = ({ id, body }: { readonly id: string; readonly body: ConcertStatusBody }) =>
  sendEmpty("PUT", `/api/admin/concerts/${encodeURIComponent(id)}/status`, body)

export const useSetConcertStatus = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setConcertStatus, onSuccess: () => invalidateConcerts(queryClient) })
}
