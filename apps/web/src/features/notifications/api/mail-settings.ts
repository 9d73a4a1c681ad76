/**
 * Notifications by e-mail: GET/PUT /api/settings/notifications (the viewer's choice per topic), and the mailed
 * unsubscribe link's GET (which topic) and POST (turn it off) at /api/unsubscribe?token=.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { NotificationSettings, type TopicPreference, Unsubscribed } from "../../../../../../domain/notifications/preferences-contract.ts"
import { fetchJson, sendJson } from "../../../app/api-client.ts"

const PATH = "/api/settings/notifications"

export const mailSettingsQueryOptions = () => queryOptions({ queryKey: ["notifications-mail-settings"], queryFn: () => fetchJson(PATH, NotificationSettings) })

export const useMailSettings = () => useQuery(mailSettingsQueryOptions())

export const useSetMailSetting = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (choice: TopicPreference) => sendJson("PUT", PATH, NotificationSettings, choice),
    onSuccess: (settings) => queryClient.setQueryData(mailSettingsQueryOptions().queryKey, settings)
  })
}

const unsubscribePath = (token: string) => `/api/unsubscribe?${new URLSearchParams({ token })}`

export const useUnsubscribeTopic = (token: string | null) =>
  useQuery({
    queryKey: ["unsubscribe", token],
    queryFn: () => fetchJson(unsubscribePath(token ?? ""), Unsubscribed),
    enabled: token !== null,
    retry: false
  })

export const useUnsubscribe = () => useMutation({ mutationFn: (token: string) => sendJson("POST", unsubscribePath(token), Unsubscribed) })
