/** POST /api/plans: make a plan for a concert (the maker is its first member, going), then open it. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useNavigate } from "react-router"
import { type CreatePlanBody, PlanDto } from "../../../../../../domain/plans/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { toastFailure } from "../../friends/failure.ts"
import { showPlan } from "./plan.ts"

export const createPlan = (body: CreatePlanBody) => sendJson("POST", "/api/plans", PlanDto, body)

/** Make a plan for `concertId` and go to its page, where the maker names it and invites friends. */
export const useCreatePlan = () => {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: createPlan,
    onSuccess: async (plan) => {
      await showPlan(queryClient, plan)
      await navigate(`/plans/${encodeURIComponent(plan.id)}`)
    },
    onError: (error) => toastFailure("Failed to make a plan", error)
  })
}
