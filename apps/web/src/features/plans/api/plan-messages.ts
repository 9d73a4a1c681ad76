/**
 * GET /api/plans/:id/messages?before=: the thread in keyset pages, the newest page first (each page oldest
 * first), and POST /api/plans/:id/messages. The live `plan_message` event refetches the pages.
 */
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query"
import { PlanMessageDto, PlanMessagesPage } from "../../../../../../domain/plans/contract.ts"
import { fetchJson, sendJson } from "../../../app/api-client.ts"
import { plansQueryKeyRoot } from "./plans.ts"

export const planMessagesQueryKeyRoot = [...plansQueryKeyRoot, "messages"] as const

export const getPlanMessages = (planId: string, before: string | null): Promise<PlanMessagesPage> => {
  const path = `/api/plans/${encodeURIComponent(planId)}/messages`
  return fetchJson(before === null ? path : `${path}?${new URLSearchParams({ before })}`, PlanMessagesPage)
}

export const planMessagesQueryOptions = (planId: string) =>
  infiniteQueryOptions({
    queryKey: [...planMessagesQueryKeyRoot, planId],
    queryFn: ({ pageParam }) => getPlanMessages(planId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.olderCursor
  })

export const usePlanMessages = (planId: string) => useInfiniteQuery(planMessagesQueryOptions(planId))

export const postPlanMessage = ({ planId, text }: { readonly planId: string; readonly text: string }) =>
  sendJson("POST", `/api/plans/${encodeURIComponent(planId)}/messages`, PlanMessageDto, { text })

export const usePostPlanMessage = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: postPlanMessage,
    onSuccess: (_message, { planId }) => queryClient.invalidateQueries({ queryKey: planMessagesQueryOptions(planId).queryKey })
  })
}
