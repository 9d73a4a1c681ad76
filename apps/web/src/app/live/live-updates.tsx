/**
 * The signed-in app's one live connection: events invalidate the queries they make stale (a burst merged
 * into one refetch a window, `refetch-batch.ts`), a reconnect refetches what may have been missed, and a
 * new incoming friend request or a new notification is announced politely. A chunk of its own (with the event schemas and the
 * queries it invalidates), loaded by the app layout once signed in.
 */
import { type QueryClient, useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import type { LiveEvent } from "../../../../../domain/live/events.ts"
import { sessionEvents } from "../../features/accounts/session-events.ts"
import { friendRequestsQueryOptions } from "../../features/friends/api/friend-requests.ts"
import { notificationAnnouncement } from "../../features/notifications/announcement.ts"
import { notificationsQueryOptions } from "../../features/notifications/api/notifications.ts"
import { hasStatus } from "../api-error.ts"
import { refreshSession } from "../session-refresh.ts"
import { connectLive } from "./connection.ts"
import { invalidateMissed, invalidateTopics, topicsOf } from "./invalidation.ts"
import { LiveAnnouncer } from "./live-announcer.tsx"
import { refetchBatch } from "./refetch-batch.ts"

export const friendRequestAnnouncement = (senderName: string) => `New friend request from ${senderName}`

/** As the API client does: a refused refresh means the session is over (signed out here or everywhere). */
const refreshOrSignOut = () =>
  refreshSession().catch((error: unknown) => {
    if (hasStatus(error, 401)) sessionEvents.emit({ type: "signedOut" })
    throw error
  })

/**
 * The sender's name once the refetched requests hold this one (gone already when it was cancelled meanwhile).
 * Fetched now even when the batched invalidation of friendships waits for its window.
 */
const senderOf = async (queryClient: QueryClient, requestId: string): Promise<string | undefined> => {
  const requests = await queryClient.fetchQuery({ ...friendRequestsQueryOptions(), staleTime: 0 })
  return requests.incoming.find((r) => r.id === requestId)?.senderName
}

/** What to announce of the notifications now: the first page before and after a refetch made now. */
const notificationNews = async (queryClient: QueryClient): Promise<string | undefined> => {
  const before = queryClient.getQueryData(notificationsQueryOptions().queryKey)?.pages[0]
  const after = await queryClient.fetchInfiniteQuery({ ...notificationsQueryOptions(), staleTime: 0 })
  return after.pages[0] === undefined ? undefined : notificationAnnouncement(before, after.pages[0])
}

export function LiveStream() {
  const queryClient = useQueryClient()
  const [announcement, setAnnouncement] = useState("")
  const [connected, setConnected] = useState(false)
  useEffect(() => {
    const batch = refetchBatch((topics) => void invalidateTopics(queryClient, topics).catch(() => undefined))
    const onEvent = async (event: LiveEvent) => {
      batch.add(topicsOf(event))
      if (event.type === "notifications_changed") {
        const news = await notificationNews(queryClient)
        if (news !== undefined) setAnnouncement(news)
        return
      }
      if (event.type !== "friend_request_received") return
      const sender = await senderOf(queryClient, event.requestId)
      if (sender !== undefined) setAnnouncement(friendRequestAnnouncement(sender))
    }
    const connection = connectLive({
      refresh: refreshOrSignOut,
      onOpen: (since) => {
        setConnected(true)
        void invalidateMissed(queryClient, since)
      },
      onClose: () => setConnected(false),
      onEvent: (event) => void onEvent(event).catch(() => undefined)
    })
    return () => {
      connection.stop()
      batch.stop()
    }
  }, [queryClient])
  return <LiveAnnouncer message={announcement} connected={connected} />
}
