/** GET /api/search/suggest: artists, venues and cities that exist matching the words typed so far (at most 8). */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query"
import { MIN_SUGGEST_LENGTH, Suggestions } from "../../../../../../domain/search/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"
import { retryUnlessAnswered } from "../../../lib/query-retry.ts"

export const getSuggestions = (q: string) => fetchJson(`/api/search/suggest?${new URLSearchParams({ q }).toString()}`, Suggestions)

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ["concerts", "suggestions", q],
    queryFn: () => getSuggestions(q),
    // The catalogue changes seldom: the same words typed again within a minute are answered from the cache.
    staleTime: 60_000,
    retry: retryUnlessAnswered
  })

/** Suggestions for `q` (already debounced); none asked before two letters (the server would answer none), the last answer kept while the next loads. */
export const useSuggestions = (q: string) =>
  useQuery({ ...suggestionsQueryOptions(q), enabled: [...q.trim()].length >= MIN_SUGGEST_LENGTH, placeholderData: keepPreviousData })
