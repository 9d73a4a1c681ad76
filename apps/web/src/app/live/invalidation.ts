/**
 * What a live event makes stale: the pages refetch through the normal endpoints, so every visibility rule
 * applies. After a (re)connect, every query the stream covers fetched before it opened is refetched.
 */
import type { Query, QueryClient } from "@tanstack/react-query"
import type { LiveEvent } from "../../../../../domain/live/events.ts"
import { publicProfileQueryKeyRoot } from "../../features/accounts/api/public-profile.ts"
import { concertQueryKeyRoot } from "../../features/concerts/api/concert.ts"
import { concertsQueryKeyRoot } from "../../features/concerts/api/concerts.ts"
import { searchQueryKeyRoot } from "../../features/concerts/api/search.ts"
import { invalidateInterests } from "../../features/concerts/api/update-interest.ts"
import { dashboardQueryOptions } from "../../features/dashboard/api/dashboard.ts"
import { artistQueryKeyRoot } from "../../features/follows/api/keys.ts"
import { invalidateFriendships } from "../../features/friends/api/invalidate-friendships.ts"
import { invalidateInvitations } from "../../features/invitations/api/invalidate-invitations.ts"
import { invalidateNotifications } from "../../features/notifications/api/mark-read.ts"
import { notificationsQueryKeyRoot } from "../../features/notifications/api/notifications.ts"
import { planMessagesQueryKeyRoot } from "../../features/plans/api/plan-messages.ts"
import { invalidatePlans } from "../../features/plans/api/plan.ts"
import { plansQueryKeyRoot } from "../../features/plans/api/plans.ts"

/**
 * interests: the concerts list, search results, concert pages, artist pages, the dashboard, activity cards; friendships: friends, requests, profiles;
 * invitations: the invite economy (and friendships); notifications: the bell and the notifications page;
 * plans: the plans list, each plan and its suggestions; planMessages: the plans' threads.
 */
export type LiveTopic = "interests" | "friendships" | "invitations" | "notifications" | "plans" | "planMessages"

export const topicsOf = (event: LiveEvent): ReadonlyArray<LiveTopic> => {
  switch (event.type) {
    case "interest_changed":
      return ["interests"]
    case "friend_request_received":
      return ["friendships"]
    case "friend_request_answered":
      // A new friendship changes whose interests the viewer may see.
      return event.outcome === "accepted" ? ["friendships", "interests"] : ["friendships"]
    case "friend_removed":
      return ["friendships", "interests"]
    case "invitation_accepted":
      return ["invitations", "interests"]
    case "invite_request_reviewed":
      return ["invitations"]
    case "notifications_changed":
      return ["notifications"]
    case "plan_changed":
      return ["plans"]
    case "plan_message":
      return ["planMessages"]
    case "sessions_ended":
      // The API closes the stream instead; the reconnect goes through the session refresh.
      return []
  }
}

const invalidators: Record<LiveTopic, (queryClient: QueryClient) => Promise<unknown>> = {
  interests: invalidateInterests,
  friendships: invalidateFriendships,
  invitations: invalidateInvitations,
  notifications: invalidateNotifications,
  plans: invalidatePlans,
  planMessages: (queryClient) => queryClient.invalidateQueries({ queryKey: planMessagesQueryKeyRoot })
}

export const invalidateTopics = (queryClient: QueryClient, topics: ReadonlyArray<LiveTopic>): Promise<unknown> =>
  Promise.all(topics.map((topic) => invalidators[topic](queryClient)))

/** The key roots of every query a live event can make stale. */
const coveredRoots: ReadonlyArray<ReadonlyArray<unknown>> = [
  concertsQueryKeyRoot,
  searchQueryKeyRoot,
  concertQueryKeyRoot,
  artistQueryKeyRoot,
  dashboardQueryOptions().queryKey,
  ["friends"],
  publicProfileQueryKeyRoot,
  ["invitations"],
  notificationsQueryKeyRoot,
  plansQueryKeyRoot
]

const covered = (query: Query): boolean => coveredRoots.some((root) => root.every((part, i) => query.queryKey[i] === part))

/** After a (re)connect: what was fetched before `since` may have missed events while no stream was open. */
export const invalidateMissed = (queryClient: QueryClient, since: number): Promise<unknown> =>
  queryClient.invalidateQueries({ predicate: (query) => covered(query) && query.state.dataUpdatedAt < since })
