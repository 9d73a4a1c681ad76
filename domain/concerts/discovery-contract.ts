/** Wire schemas of concert discovery: the concerts page, interests, the dashboard and opportunities. */
import { Schema } from "effect"
import { ConcertStatus, TicketLink } from "./show.ts"
import { InterestStatus } from "../friends/contract.ts"
import { BoundedString, Cursor } from "../kernel/limits.ts"
import { LocalDate } from "../kernel/local-date.ts"
import { ConcertDto, MAX_CITY_LENGTH } from "./contract.ts"

export const FriendsFilter = Schema.Literals(["anyone", "friends", "friends_of_friends"])
export type FriendsFilter = typeof FriendsFilter.Type

export const ActivityFilter = Schema.Literals(["all", "interest", "tickets"])
export type ActivityFilter = typeof ActivityFilter.Type

export const BooleanFromString = Schema.Literals(["true", "false"])

/** A day in a query string (YYYY-MM-DD), bounded before it is read. */
export const DateParam = BoundedString(10).pipe(Schema.decodeTo(LocalDate))

/**
 * GET /api/concerts: the filters of the concerts page (defaults anyone, all, every city, no past) and a date
 * range: `from` and `to` keep the concerts on or after / on or before those days (both inclusive; `from`
 * replaces the default of today, `past=true` drops any lower bound that `from` does not set).
 */
export const DiscoveryQuery = Schema.Struct({
  friends: Schema.optionalKey(FriendsFilter),
  activity: Schema.optionalKey(ActivityFilter),
  city: Schema.optionalKey(BoundedString(MAX_CITY_LENGTH)),
  past: Schema.optionalKey(BooleanFromString),
  /** Issue #32: only the concerts in the viewer's cities (GET /api/follows `cities`); none picked: every city. */
  myCities: Schema.optionalKey(BooleanFromString),
  from: Schema.optionalKey(DateParam),
  to: Schema.optionalKey(DateParam),
  limit: Schema.optionalKey(Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100 }))),
  cursor: Schema.optionalKey(Cursor)
})
export type DiscoveryQuery = typeof DiscoveryQuery.Type

/** Someone else's interest as this viewer may see it; degree null for people outside the viewer's circle. */
export const FriendInterestDto = Schema.Struct({
  userId: Schema.String,
  displayName: Schema.String,
  interestStatus: Schema.Literals(["interested", "has_tickets"]),
  degree: Schema.NullOr(Schema.Literals([1, 2]))
}).annotate({ identifier: "FriendInterestDto" })
export type FriendInterestDto = typeof FriendInterestDto.Type

const StatusCounts = Schema.Struct({ interested: Schema.Number, hasTickets: Schema.Number })

/** The interests shown on a concert counted by degree: friends, friends of friends, public strangers. */
export const FriendCountByDegree = Schema.Struct({
  friends: StatusCounts,
  friendsOfFriends: StatusCounts,
  others: StatusCounts
}).annotate({ identifier: "FriendCountByDegree" })

/**
 * A concert of a page: `friendCount` counts every interest shown, `friendCountByDegree` splits it, and
 * `friendInterests` names the closest few (at most `FIRST_SHOWN` on the concerts page); the rest come from
 * GET /api/concerts/{id}/interests.
 */
export const DiscoveryConcert = Schema.Struct({
  ...ConcertDto.fields,
  userInterest: Schema.NullOr(InterestStatus),
  friendCount: StatusCounts,
  friendCountByDegree: FriendCountByDegree,
  friendInterests: Schema.Array(FriendInterestDto)
}).annotate({ identifier: "DiscoveryConcert" })
export type DiscoveryConcert = typeof DiscoveryConcert.Type

export const DiscoveryPage = Schema.Struct({
  concerts: Schema.Array(DiscoveryConcert),
  nextCursor: Schema.NullOr(Schema.String)
}).annotate({ identifier: "DiscoveryPage" })
export type DiscoveryPage = typeof DiscoveryPage.Type

/** GET /api/concerts/{id}/interests: whose interest is shown (default anyone) and the page. */
export const ConcertInterestsQuery = Schema.Struct({
  friends: Schema.optionalKey(FriendsFilter),
  limit: Schema.optionalKey(Schema.FiniteFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 200 }))),
  cursor: Schema.optionalKey(Cursor)
})
export type ConcertInterestsQuery = typeof ConcertInterestsQuery.Type

/** Every interest shown on one concert, closest first (friends, friends of friends, others; tickets first). */
export const ConcertInterestsPage = Schema.Struct({
  concertId: Schema.String,
  interests: Schema.Array(FriendInterestDto),
  nextCursor: Schema.NullOr(Schema.String)
}).annotate({ identifier: "ConcertInterestsPage" })
export type ConcertInterestsPage = typeof ConcertInterestsPage.Type

export const CitiesList = Schema.Struct({ cities: Schema.Array(Schema.String) }).annotate({ identifier: "CitiesList" })

export const InterestBody = Schema.Struct({ status: InterestStatus })
export const InterestResult = Schema.Struct({ concertId: Schema.String, userInterest: InterestStatus }).annotate({ identifier: "InterestResult" })

export const Opportunity = Schema.Struct({
  concert: ConcertDto,
  kind: Schema.Literals(["ready_to_go", "building_interest"]),
  friendsWithTickets: Schema.Array(FriendInterestDto),
  friendsInterested: Schema.Array(FriendInterestDto),
  userInterestStatus: InterestStatus
}).annotate({ identifier: "Opportunity" })
export type Opportunity = typeof Opportunity.Type

/** The dashboard: four counts, the first 3 of two lists, and the group opportunities (2 + 2 shown of total). */
export const DashboardDto = Schema.Struct({
  yourConcerts: Schema.Number,
  friendActivity: Schema.Number,
  haveTickets: Schema.Number,
  totalConcerts: Schema.Number,
  yourConcertsList: Schema.Array(DiscoveryConcert),
  friendActivityList: Schema.Array(DiscoveryConcert),
  opportunities: Schema.Struct({
    readyToGo: Schema.Array(Opportunity),
    buildingInterest: Schema.Array(Opportunity),
    total: Schema.Number
  })
}).annotate({ identifier: "DashboardDto" })
export type DashboardDto = typeof DashboardDto.Type

/**
 * GET /api/concerts/{id}/related: other upcoming concerts (today and later, this one left out) by the same artist
 * and at the same venue (each compared without regard to letter case), soonest first, at most `RELATED_LIMIT` each.
 */
export const RelatedConcerts = Schema.Struct({
  sameArtist: Schema.Array(ConcertDto),
  sameVenue: Schema.Array(ConcertDto)
}).annotate({ identifier: "RelatedConcerts" })
export type RelatedConcerts = typeof RelatedConcerts.Type
export const RELATED_LIMIT = 6

/**
 * GET /api/public/concerts/{id} (no session): the catalogue's facts of one concert for the teaser a shared link
 * opens. Never a person, a name or a count.
 */
export const PublicConcert = Schema.Struct({
  id: Schema.String,
  artist: Schema.String,
  venue: Schema.String,
  city: Schema.String,
  date: LocalDate,
  imageUrl: Schema.NullOr(Schema.String),
  /** Issue #31: what became of the show, its times and its ticket links (catalogue facts, as the rest). */
  status: ConcertStatus,
  statusReason: Schema.NullOr(Schema.String),
  previousDate: Schema.NullOr(LocalDate),
  previousVenue: Schema.NullOr(Schema.String),
  startTime: Schema.NullOr(Schema.String),
  doorsTime: Schema.NullOr(Schema.String),
  timeZone: Schema.NullOr(Schema.String),
  ticketLinks: Schema.Array(TicketLink)
}).annotate({ identifier: "PublicConcert" })
export type PublicConcert = typeof PublicConcert.Type
