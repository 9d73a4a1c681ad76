/** GET /api/admin/reports?status=&cursor= (staff): reports grouped by target, the newest first, one page of targets at a time. */
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from "@tanstack/react-query"
import { ReportQueueDto } from "../../../../../../../domain/moderation/contract.ts"
import { fetchJson } from "../../../../app/api-client.ts"

export type QueueStatus = "open" | "closed"

/** Both tabs of the queue live under this key: an action moves reports from one to the other. */
export const reportQueueKeyRoot = ["admin", "reports"] as const

export const getReportQueue = (status: QueueStatus, cursor: string | null): Promise<ReportQueueDto> => {
  const params = new URLSearchParams({ status })
  if (cursor !== null) params.set("cursor", cursor)
  return fetchJson(`/api/admin/reports?${params}`, ReportQueueDto)
}

export const reportQueueQueryOptions = (status: QueueStatus) =>
  infiniteQueryOptions({
    queryKey: [...reportQueueKeyRoot, status],
    queryFn: ({ pageParam }) => getReportQueue(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor
  })

export const useReportQueue = (status: QueueStatus) => useInfiniteQuery(reportQueueQueryOptions(status))

export const invalidateReportQueue = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: reportQueueKeyRoot })
