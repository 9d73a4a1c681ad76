/**
 * POST /api/concerts/suggestions (signed in): the suggestion waits for a moderator (issue #29); it is in no list
 * but the suggester's own until approved.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { ConcertBody } from "../../../../../../domain/curation/contract.ts"
import { SuggestionDto } from "../../../../../../domain/curation/suggestions-contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { ownSuggestionsQueryOptions } from "./own-suggestions.ts"

export const suggestConcert = (body: ConcertBody) => sendJson("POST", "/api/concerts/suggestions", SuggestionDto, body)

export const useSuggestConcert = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: suggestConcert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownSuggestionsQueryOptions().queryKey })
  })
}
