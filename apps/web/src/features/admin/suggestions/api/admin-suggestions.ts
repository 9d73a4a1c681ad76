/** GET /api/admin/suggestions?status= (staff): pending suggestions (oldest first) with their likely duplicates, or the decided ones. */
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query"
import { AdminSuggestionList } from "../../../../../../../domain/curation/suggestions-contract.ts"
import { fetchJson } from "../../../../app/api-client.ts"

export type SuggestionsTab = "pending" | "decided"

export const adminSuggestionsKeyRoot = ["admin", "suggestions"] as const

export const getAdminSuggestions = (status: SuggestionsTab) => fetchJson(`/api/admin/suggestions?${new URLSearchParams({ status })}`, AdminSuggestionList)

export const adminSuggestionsQueryOptions = (status: SuggestionsTab) =>
  queryOptions({ queryKey: [...adminSuggestionsKeyRoot, status], queryFn: () => getAdminSuggestions(status) })

export const useAdminSuggestions = (status: SuggestionsTab) => useQuery(adminSuggestionsQueryOptions(status))

/** After a decision: both tabs, and the catalogue when a concert was published. */
export const invalidateSuggestions = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminSuggestionsKeyRoot }),
    queryClient.invalidateQueries({ queryKey: ["admin", "concerts"] }),
    queryClient.invalidateQueries({ queryKey: ["admin", "stats"] }),
    queryClient.invalidateQueries({ queryKey: ["concerts"] })
  ])
