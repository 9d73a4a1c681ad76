/**
 * The staff's decisions on a pending suggestion (issue #29): approve it (as edited) into a published concert, reject
 * it with the reason the suggester reads, or merge it into the listed concert it repeats.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { ConcertBody } from "../../../../../../../domain/curation/contract.ts"
import { ApproveSuggestionResult, SuggestionResult } from "../../../../../../../domain/curation/suggestions-contract.ts"
import { sendJson } from "../../../../app/api-client.ts"
import { invalidateSuggestions } from "./admin-suggestions.ts"

const path = (id: string, decision: "approve" | "reject" | "merge") => `/api/admin/suggestions/${encodeURIComponent(id)}/${decision}`

export const approveSuggestion = ({ id, concert }: { readonly id: string; readonly concert: ConcertBody }) =>
  sendJson("POST", path(id, "approve"), ApproveSuggestionResult, { concert })

export const rejectSuggestion = ({ id, reason }: { readonly id: string; readonly reason: string }) =>
  sendJson("POST", path(id, "reject"), SuggestionResult, { reason })

export const mergeSuggestion = ({ id, concertId }: { readonly id: string; readonly concertId: string }) =>
  sendJson("POST", path(id, "merge"), SuggestionResult, { concertId })

const useDecision = <V, R>(mutationFn: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => invalidateSuggestions(queryClient) })
}

export const useApproveSuggestion = () => useDecision(approveSuggestion)
export const useRejectSuggestion = () => useDecision(rejectSuggestion)
export const useMergeSuggestion = () => useDecision(mergeSuggestion)
