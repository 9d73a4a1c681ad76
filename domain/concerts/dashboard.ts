/** Use case: the dashboard — counts, the first 3 of the viewer's and of friends' concerts, group opportunities. */
import { Effect } from "effect"
import { today } from "../kernel/local-date.ts"
import type { DashboardDto, Opportunity } from "./discovery-contract.ts"
import { classifyOpportunity, type ShownInterest } from "./discovery.ts"
import { DiscoveryRepo } from "./discovery-repo.ts"
import { toDiscoveryConcert } from "./discover.ts"
import { toConcertDto } from "./to-dto.ts"

/** Spec §9: the lists show 3 concerts, the opportunities panel 2 of each kind; Friend Activity shows at most 3. */
export const DASHBOARD_LIST_SIZE = 3
export const OPPORTUNITIES_SHOWN = 2

const toFriend = (s: ShownInterest) => ({ userId: s.userId, displayName: s.displayName, interestStatus: s.status, degree: s.degree })

export const dashboard = Effect.fn("dashboard")(function* (viewerId: string) {
  const repo = yield* DiscoveryRepo
  const from = yield* today
  const circle = "friends_of_friends" as const
  const { counts, yours, friends, candidates } = yield* Effect.all({
    counts: repo.counts(viewerId, from),
    yours: repo.page({ viewerId, circle, activity: "mine", from, limit: DASHBOARD_LIST_SIZE }),
    friends: repo.page({ viewerId, circle, activity: "interest", from, limit: DASHBOARD_LIST_SIZE }),
    candidates: repo.page({ viewerId, circle, activity: "group", from })
  })
  const opportunities = candidates.flatMap((a): Array<Opportunity> => {
    const kind = classifyOpportunity(a.shown.map((s) => s.status))
    return kind === null
      ? []
      : [
          {
            concert: toConcertDto(a.concert),
            kind,
            friendsWithTickets: a.shown.filter((s) => s.status === "has_tickets").map(toFriend),
            friendsInterested: a.shown.filter((s) => s.status === "interested").map(toFriend),
            userInterestStatus: a.userInterest ?? "not_interested"
          }
        ]
  })
  const ofKind = (kind: Opportunity["kind"]) => opportunities.filter((o) => o.kind === kind).slice(0, OPPORTUNITIES_SHOWN)
  return {
    yourConcerts: counts.yours,
    friendActivity: Math.min(counts.friendActivity, DASHBOARD_LIST_SIZE),
    haveTickets: counts.haveTickets,
    totalConcerts: counts.total,
    yourConcertsList: yours.map(toDiscoveryConcert),
    friendActivityList: friends.map(toDiscoveryConcert),
    opportunities: { readyToGo: ofKind("ready_to_go"), buildingInterest: ofKind("building_interest"), total: opportunities.length }
  } satisfies DashboardDto
})
