/** GET /api/plans/:id/suggestions: the viewer's friends who are not members yet, tickets first, then interested. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { PlanSuggestions } from "../../../../../../domain/plans/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"
import { plansQueryKeyRoot } from "./plans.ts"

export const getPlanSuggestions = (planId: string) => fetchJson(`/api/plans/${encodeURIComponent(planId)}/suggestions`, PlanSuggestions)

export const planSuggestionsQueryOptions = (planId: string) =>
  queryOptions({ queryKey: [...plansQueryKeyRoot, "suggestions", planId], queryFn: () => getPlanSuggestions(planId) })

export const usePlanSuggestions = (planId: string) => useQuery(planSuggestionsQueryOptions(planId))
