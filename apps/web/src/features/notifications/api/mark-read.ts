/** POST /api/notifications/read: mark some of one's notifications read, or all; answers the unread count left. */
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query"
import { type MarkReadBody, MarkedRead } from "../../../../../../domain/notifications/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { notificationsQueryKeyRoot } from "./notifications.ts"

export const markRead = (body: MarkReadBody): Promise<MarkedRead> => sendJson("POST", "/api/notifications/read", MarkedRead, body)

export const invalidateNotifications = (queryClient: QueryClient): Promise<unknown> => queryClient.invalidateQueries({ queryKey: notificationsQueryKeyRoot })

export const useMarkRead = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: markRead, onSuccess: () => invalidateNotifications(queryClient) })
}
