/** GET /api/plans/:id: one plan as its members see it (404 PlanNotFound for anyone else). */
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query"
import { PlanDto } from "../../../../../../domain/plans/contract.ts"
import { fetchJson, hasStatus } from "../../../app/api-client.ts"
import { plansQueryKeyRoot, plansQueryOptions } from "./plans.ts"

export const planQueryKeyRoot = [...plansQueryKeyRoot, "detail"] as const

export const getPlan = (planId: string) => fetchJson(`/api/plans/${encodeURIComponent(planId)}`, PlanDto)

/** A 404 (not a member, or no such plan) or a 400 (a malformed id) is an answer, not worth retrying. */
export const planQueryOptions = (planId: string) =>
  queryOptions({
    queryKey: [...planQueryKeyRoot, planId],
    queryFn: () => getPlan(planId),
    retry: (failures, error) => !hasStatus(error, 404) && !hasStatus(error, 400) && failures < 2
  })

export const usePlan = (planId: string) => useQuery(planQueryOptions(planId))

/**
 * After a change answered with the new plan: show it at once, and refresh the list (counts, my answer) and
 * the suggestions (a friend invited is no longer one).
 */
export const showPlan = (queryClient: QueryClient, plan: PlanDto): Promise<unknown> => {
  queryClient.setQueryData(planQueryOptions(plan.id).queryKey, plan)
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: plansQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: [...plansQueryKeyRoot, "suggestions", plan.id] })
  ])
}

/** After a live `plan_changed`: the list, every open plan and its suggestions refetch (a thread refetches on its own event). */
export const invalidatePlans = (queryClient: QueryClient): Promise<unknown> =>
  queryClient.invalidateQueries({ queryKey: plansQueryKeyRoot, predicate: (query) => query.queryKey[1] !== "messages" })
