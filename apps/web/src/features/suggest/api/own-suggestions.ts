/** GET /api/concerts/suggestions (signed in): the fan's own suggestions, newest first, each with its state. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { SuggestionList } from "../../../../../../domain/curation/suggestions-contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

export const getOwnSuggestions = () => fetchJson("/api/concerts/suggestions", SuggestionList)

export const ownSuggestionsQueryOptions = () => queryOptions({ queryKey: ["suggestions", "own"], queryFn: getOwnSuggestions })

export const useOwnSuggestions = () => useQuery(ownSuggestionsQueryOptions())
