/** DELETE /api/plans/:id/members/:userId: the maker removes a member, or a member leaves (their own id). */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { PlanMemberRemoved } from "../../../../../../domain/plans/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { planQueryOptions } from "./plan.ts"
import { plansQueryKeyRoot } from "./plans.ts"

export const removePlanMember = ({ planId, userId }: { readonly planId: string; readonly userId: string }) =>
  sendJson("DELETE", `/api/plans/${encodeURIComponent(planId)}/members/${encodeURIComponent(userId)}`, PlanMemberRemoved)

/** `left`: the viewer left, so the plan is no longer theirs to see (its page is left before the refetch). */
export const useRemovePlanMember = ({ left }: { readonly left: boolean }) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removePlanMember,
    onSuccess: ({ planId }) => {
      if (left) {
        queryClient.removeQueries({ queryKey: planQueryOptions(planId).queryKey })
        return queryClient.invalidateQueries({ queryKey: plansQueryKeyRoot, refetchType: "none" })
      }
      return queryClient.invalidateQueries({ queryKey: plansQueryKeyRoot })
    }
  })
}
