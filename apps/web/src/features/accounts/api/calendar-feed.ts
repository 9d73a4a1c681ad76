/**
 * The private calendar feed: GET /api/settings/calendar-feed (is there one), POST (create or rotate; the URL
 * is answered once) and DELETE (revoke).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { CalendarFeedCreated, CalendarFeedStatus } from "../../../../../../domain/concerts/calendar-contract.ts"
import { fetchJson, sendEmpty, sendJson } from "../../../app/api-client.ts"

const PATH = "/api/settings/calendar-feed"

export const calendarFeedQueryOptions = () => queryOptions({ queryKey: ["accounts", "calendar-feed"], queryFn: () => fetchJson(PATH, CalendarFeedStatus) })

export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions())

export const useCreateCalendarFeed = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => sendJson("POST", PATH, CalendarFeedCreated),
    onSuccess: () => queryClient.setQueryData(calendarFeedQueryOptions().queryKey, { active: true })
  })
}

export const useRevokeCalendarFeed = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => sendEmpty("DELETE", PATH),
    onSuccess: () => queryClient.setQueryData(calendarFeedQueryOptions().queryKey, { active: false })
  })
}
