import { QueryClient } from "@tanstack/react-query"
import { describe, expect, it } from "vitest"
import type { LiveEvent } from "../../../../../domain/live/events.ts"
import { invalidateMissed, invalidateTopics, topicsOf } from "./invalidation.ts"

const keys = {
  concerts: ["concerts", "list", { city: null }],
  cities: ["concerts", "cities"],
  dashboard: ["dashboard"],
  friends: ["friends", "list"],
  requests: ["friends", "requests"],
  invitations: ["invitations", "overview"],
  notifications: ["notifications"],
  plans: ["plans", "list"],
  plan: ["plans", "detail", "p"],
  planSuggestions: ["plans", "suggestions", "p"],
  planMessages: ["plans", "messages", "p"],
  settings: ["accounts", "settings"]
} as const

/** A cache holding every key above, fetched at `at`; answers which were invalidated by `act`. */
const invalidatedBy = async (act: (queryClient: QueryClient) => Promise<unknown>, at = 1_000) => {
  const queryClient = new QueryClient()
  for (const key of Object.values(keys)) queryClient.setQueryData(key, {}, { updatedAt: at })
  await act(queryClient)
  return Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
}

const events: Record<LiveEvent["type"], LiveEvent> = {
  interest_changed: { type: "interest_changed", concertId: "c", userId: "u" },
  friend_request_received: { type: "friend_request_received", requestId: "r", senderId: "u" },
  friend_request_answered: { type: "friend_request_answered", requestId: "r", outcome: "accepted" },
  friend_removed: { type: "friend_removed", userIds: ["u", "v"] },
  invitation_accepted: { type: "invitation_accepted", invitationId: "i", userId: "u" },
  invite_request_reviewed: { type: "invite_request_reviewed", requestId: "r", status: "approved" },
  notifications_changed: { type: "notifications_changed" },
  sessions_ended: { type: "sessions_ended", sessionId: null },
  plan_changed: { type: "plan_changed", planId: "p" },
  plan_message: { type: "plan_message", planId: "p", messageId: "m" }
}

describe("live invalidation", () => {
  it("each event makes stale exactly the pages it changes", async () => {
    const stale = async (event: LiveEvent) => invalidatedBy((qc) => invalidateTopics(qc, topicsOf(event)))
    expect(await stale(events.interest_changed)).toEqual(["concerts", "dashboard"])
    expect(await stale(events.friend_request_received)).toEqual(["friends", "requests"])
    expect(await stale({ type: "friend_request_answered", requestId: "r", outcome: "rejected" })).toEqual(["friends", "requests"])
    expect(await stale(events.friend_request_answered)).toEqual(["concerts", "dashboard", "friends", "requests"])
    expect(await stale(events.friend_removed)).toEqual(["concerts", "dashboard", "friends", "requests"])
    expect(await stale(events.invitation_accepted)).toEqual(["concerts", "dashboard", "friends", "requests", "invitations"])
    expect(await stale(events.invite_request_reviewed)).toEqual(["friends", "requests", "invitations"])
    expect(await stale(events.notifications_changed)).toEqual(["notifications"])
    expect(await stale(events.sessions_ended)).toEqual([])
    expect(await stale(events.plan_changed)).toEqual(["plans", "plan", "planSuggestions"])
    expect(await stale(events.plan_message)).toEqual(["planMessages"])
  })

  it("after a reconnect, what the stream covers and was fetched before it opened is refetched; nothing else", async () => {
    expect(await invalidatedBy((qc) => invalidateMissed(qc, 2_000), 1_000)).toEqual([
      "concerts",
      "dashboard",
      "friends",
      "requests",
      "invitations",
      "notifications",
      "plans",
      "plan",
      "planSuggestions",
      "planMessages"
    ])
    expect(await invalidatedBy((qc) => invalidateMissed(qc, 2_000), 3_000)).toEqual([])
  })
})
