/** PATCH /api/plans/:id (the maker): the title and the meeting place and time. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { PlanDto, type UpdatePlanBody } from "../../../../../../domain/plans/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { showPlan } from "./plan.ts"

export const updatePlan = ({ planId, body }: { readonly planId: string; readonly body: UpdatePlanBody }) =>
  sendJson("PATCH", `/api/plans/${encodeURIComponent(planId)}`, PlanDto, body)

export const useUpdatePlan = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updatePlan, onSuccess: (plan) => showPlan(queryClient, plan) })
}
