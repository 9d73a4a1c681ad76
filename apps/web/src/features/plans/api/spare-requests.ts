/**
 * POST /api/plans/:id/spare-requests ("I'll take a spare", to one holder) and
 * POST /api/plans/:id/spare-requests/:requestId/accept|decline (the holder answers).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { PlanDto } from "../../../../../../domain/plans/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { showPlan } from "./plan.ts"

export const requestSpare = ({ planId, holderId }: { readonly planId: string; readonly holderId: string }) =>
  sendJson("POST", `/api/plans/${encodeURIComponent(planId)}/spare-requests`, PlanDto, { holderId })

export type SpareDecision = "accept" | "decline"

export const answerSpareRequest = ({
  planId,
  requestId,
  decision
}: {
  readonly planId: string
  readonly requestId: string
  readonly decision: SpareDecision
}) => sendJson("POST", `/api/plans/${encodeURIComponent(planId)}/spare-requests/${encodeURIComponent(requestId)}/${decision}`, PlanDto)

export const useRequestSpare = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: requestSpare, onSuccess: (plan) => showPlan(queryClient, plan) })
}

export const useAnswerSpareRequest = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: answerSpareRequest, onSuccess: (plan) => showPlan(queryClient, plan) })
}
