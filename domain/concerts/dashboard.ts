/** Use case: the dashboard — counts, the first 3 of the viewer's and of friends' concerts, group opportunities. */
import { Clock, Effect } from "effect"
import { today } from "../kernel/local-date.ts"
import type { DashboardDto, Opportunity } from "./discovery-contract.ts"
import type { ShownInterest } from "./discovery.ts"
import { type AnnotatedConcert, DiscoveryRepo } from "./discovery-repo.ts"
import { FIRST_SHOWN, toDiscoveryConcert } from "./discover.ts"
import { toConcertDto } from "./to-dto.ts"

/** Spec §9: the lists show 3 concerts, the opportunities panel 2 of each kind; Friend Activity shows at most 3. */
export const DASHBOARD_LIST_SIZE = 3
export const OPPORTUNITIES_SHOWN = 2

const toFriend = (s: ShownInterest) => ({ userId: s.userId, displayName: s.displayName, interestStatus: s.status, degree: s.degree })

export const dashboard = Effect.fn("dashboard")(function* (viewerId: string) {
  const repo = yield* DiscoveryRepo
  const from = yield* today
  const now = yield* Clock.currentTimeMillis
  const circle = "friends_of_friends" as const
  const { counts, yours, friends, opportunities } = yield* Effect.all({
    counts: repo.counts(viewerId, from),
    yours: repo.page({ viewerId, circle, activity: "mine", from, limit: DASHBOARD_LIST_SIZE, shownLimit: FIRST_SHOWN, now }),
    // Friend Activity leaves cancelled concerts out (issue #31); the viewer's own list keeps them, badged.
    friends: repo.page({ viewerId, circle, activity: "interest", from, limit: DASHBOARD_LIST_SIZE, shownLimit: FIRST_SHOWN, now, withoutCancelled: true }),
    opportunities: repo.opportunities(viewerId, from, OPPORTUNITIES_SHOWN, now)
  })
  const toOpportunity =
    (kind: Opportunity["kind"]) =>
    (a: AnnotatedConcert): Opportunity => ({
      concert: toConcertDto(a.concert),
      kind,
      friendsWithTickets: a.shown.filter((s) => s.status === "has_tickets").map(toFriend),
      friendsInterested: a.shown.filter((s) => s.status === "interested").map(toFriend),
      userInterestStatus: a.userInterest ?? "not_interested"
    })
  return {
    yourConcerts: counts.yours,
    // At most 3 are shown (spec §9): the first page of friends' concerts has that many when there are.
    friendActivity: friends.length,
    haveTickets: counts.haveTickets,
    totalConcerts: counts.total,
    yourConcertsList: yours.map(toDiscoveryConcert),
    friendActivityList: friends.map(toDiscoveryConcert),
    opportunities: {
      readyToGo: opportunities.readyToGo.map(toOpportunity("ready_to_go")),
      buildingInterest: opportunities.buildingInterest.map(toOpportunity("building_interest")),
      total: opportunities.total
    }
  } satisfies DashboardDto
})
