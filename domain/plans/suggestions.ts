/**
 * Whom a member may add to a plan: their friends who are not members yet and not hidden from them (issue #29), those
 * with tickets for the concert first, then the interested, then the rest. A friend's status shows only where their activity is visible to the viewer
 * (`canSeeActivity`, as on the pages).
 */
import { Effect, Option } from "effect"
import { ProfileRepo } from "../accounts/profile-repo.ts"
import { displayNameOf } from "../concerts/discovery.ts"
import { InterestRepo } from "../concerts/interest-repo.ts"
import { canSeeActivity } from "../friends/degree.ts"
import { FriendshipRepo } from "../friends/friendship-repo.ts"
import { memberView } from "./access.ts"
import type { PlanSuggestions } from "./contract.ts"
import { orderSuggestions, type PlanSuggestion } from "./rules.ts"

const shownStatus = { interested: "interested", has_tickets: "have_tickets" } as const

export const planSuggestions = Effect.fn("planSuggestions")(function* (viewerId: string, planId: string) {
  const view = yield* memberView(viewerId, planId, "read")
  const members = new Set(view.members.map((m) => m.userId))
  const friends = (yield* (yield* FriendshipRepo).friendsOf(viewerId)).filter((f) => !members.has(f.userId) && !view.hidden.has(f.userId))
  const interests = new Map((yield* (yield* InterestRepo).friendsInterestIn(viewerId, view.plan.concertId)).map((i) => [i.userId, i.status]))
  const profiles = yield* ProfileRepo
  const suggestions: Array<PlanSuggestion> = []
  for (const friend of friends) {
    const status = interests.get(friend.userId)
    let shown: PlanSuggestion["status"] = null
    if (status === "interested" || status === "has_tickets") {
      const profile = yield* profiles.find(friend.userId)
      if (Option.isSome(profile) && canSeeActivity(profile.value.concertVisibility, 1)) shown = shownStatus[status]
    }
    suggestions.push({ userId: friend.userId, name: displayNameOf(friend.userId, friend.displayName), status: shown })
  }
  return { friends: orderSuggestions(suggestions) } satisfies PlanSuggestions
})
