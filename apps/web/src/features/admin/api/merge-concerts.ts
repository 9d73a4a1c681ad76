/** POST /api/admin/concerts/merge: the duplicate's interests move to the primary, then the duplicate goes. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { MergeResultDto } from "../../../../../../domain/curation/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { invalidateConcerts } from "./admin-concerts.ts"

export interface MergeConcerts {
  readonly primaryId: string
  readonly duplicateId: string
}

export const mergeConcerts = (body: MergeConcerts) => sendJson("POST", "/api/admin/concerts/merge", MergeResultDto, body)

export const useMergeConcerts = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: mergeConcerts, onSuccess: () => invalidateConcerts(queryClient) })
}
