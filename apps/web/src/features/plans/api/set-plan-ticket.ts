/** PUT /api/plans/:id/ticket: whether the viewer has a ticket or needs one, their spares and a short note. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { PlanDto, type PlanTicketBody } from "../../../../../../domain/plans/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { showPlan } from "./plan.ts"

export const setPlanTicket = ({ planId, body }: { readonly planId: string; readonly body: PlanTicketBody }) =>
  sendJson("PUT", `/api/plans/${encodeURIComponent(planId)}/ticket`, PlanDto, body)

export const useSetPlanTicket = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setPlanTicket, onSuccess: (plan) => showPlan(queryClient, plan) })
}
