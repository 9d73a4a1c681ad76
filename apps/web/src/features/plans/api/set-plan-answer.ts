/** PUT /api/plans/:id/answer: the viewer's Going / Maybe / Can't go. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { type PlanAnswer, PlanDto } from "../../../../../../domain/plans/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { showPlan } from "./plan.ts"

export const setPlanAnswer = ({ planId, answer }: { readonly planId: string; readonly answer: PlanAnswer }) =>
  sendJson("PUT", `/api/plans/${encodeURIComponent(planId)}/answer`, PlanDto, { answer })

export const useSetPlanAnswer = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setPlanAnswer, onSuccess: (plan) => showPlan(queryClient, plan) })
}
