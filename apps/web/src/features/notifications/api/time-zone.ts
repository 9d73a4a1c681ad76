/** GET and PUT /api/settings/time-zone: the zone the weekly digest follows (null: the server's). */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { type TimeZoneChoice, TimeZoneSetting } from "../../../../../../domain/notifications/time-zone.ts"
import { fetchJson, sendJson } from "../../../app/api-client.ts"

export const timeZoneQueryOptions = () =>
  queryOptions({ queryKey: ["notifications", "time-zone"], queryFn: () => fetchJson("/api/settings/time-zone", TimeZoneSetting) })

export const useTimeZone = () => useQuery(timeZoneQueryOptions())

export const useSetTimeZone = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: TimeZoneChoice) => sendJson("PUT", "/api/settings/time-zone", TimeZoneSetting, body),
    onSuccess: (setting) => queryClient.setQueryData(timeZoneQueryOptions().queryKey, setting)
  })
}
