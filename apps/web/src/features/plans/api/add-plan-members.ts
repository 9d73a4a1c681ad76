/** POST /api/plans/:id/members (the maker): invite friends into the plan. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { PlanDto } from "../../../../../../domain/plans/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { showPlan } from "./plan.ts"

export const addPlanMembers = ({ planId, userIds }: { readonly planId: string; readonly userIds: ReadonlyArray<string> }) =>
  sendJson("POST", `/api/plans/${encodeURIComponent(planId)}/members`, PlanDto, { userIds })

export const useAddPlanMembers = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: addPlanMembers, onSuccess: (plan) => showPlan(queryClient, plan) })
}
