/** DELETE /api/plans/:id (the maker): the plan, its members and its thread go. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { PlanDeleted } from "../../../../../../domain/plans/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { planQueryOptions } from "./plan.ts"
import { plansQueryKeyRoot } from "./plans.ts"

export const deletePlan = (planId: string) => sendJson("DELETE", `/api/plans/${encodeURIComponent(planId)}`, PlanDeleted)

export const useDeletePlan = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deletePlan,
    // The page of the plan is left right after: its queries are dropped, not refetched into a 404.
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: planQueryOptions(id).queryKey })
      return queryClient.invalidateQueries({ queryKey: plansQueryKeyRoot, refetchType: "none" })
    }
  })
}
