/** GET /api/notifications?cursor=: the unread count and the viewer's notifications, newest first, one keyset page at a time. */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query"
import { NotificationsPage } from "../../../../../../domain/notifications/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

/** The bell and the page share these pages; the live event and marking read invalidate under this root. */
export const notificationsQueryKeyRoot = ["notifications"] as const

export const getNotificationsPage = (cursor: string | null): Promise<NotificationsPage> =>
  fetchJson(cursor === null ? "/api/notifications" : `/api/notifications?${new URLSearchParams({ cursor })}`, NotificationsPage)

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsQueryKeyRoot,
    queryFn: ({ pageParam }) => getNotificationsPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor
  })

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions())

/** The unread count as of the newest page fetched (every page carries it; a refetch refreshes the first). */
export const unreadOf = (pages: ReadonlyArray<NotificationsPage> | undefined): number => pages?.[0]?.unread ?? 0
