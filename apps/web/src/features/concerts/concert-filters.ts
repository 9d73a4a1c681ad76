/** The concerts page's filters and view as they live in the address (?friends=friends&city=Austin&past=true&view=cards). */
import type { ActivityFilter, FriendsFilter } from "../../../../../domain/concerts/discovery-contract.ts"

export type ConcertsView = "rows" | "cards"

export interface ConcertFilters {
  readonly friends: FriendsFilter
  readonly activity: ActivityFilter
  /** null is All Cities. */
  readonly city: string | null
  readonly past: boolean
}

export const defaultFilters: ConcertFilters = { friends: "anyone", activity: "all", city: null, past: false }

const friendsValues: ReadonlyArray<FriendsFilter> = ["anyone", "friends", "friends_of_friends"]
const activityValues: ReadonlyArray<ActivityFilter> = ["all", "interest", "tickets"]

const oneOf = <V extends string>(values: ReadonlyArray<V>, raw: string | null, fallback: V): V => (values.includes(raw as V) ? (raw as V) : fallback)

/** Read the filters from the address; anything unknown falls back to the default. */
export const filtersFromParams = (params: URLSearchParams): ConcertFilters => ({
  friends: oneOf(friendsValues, params.get("friends"), defaultFilters.friends),
  activity: oneOf(activityValues, params.get("activity"), defaultFilters.activity),
  city: params.get("city") || null,
  past: params.get("past") === "true"
})

export const viewFromParams = (params: URLSearchParams): ConcertsView => (params.get("view") === "cards" ? "cards" : "rows")

/** The address for filters and view; defaults are left out so the plain /concerts is the default page. */
export const paramsFor = (filters: ConcertFilters, view: ConcertsView): URLSearchParams => {
  const params = new URLSearchParams()
  if (filters.friends !== defaultFilters.friends) params.set("friends", filters.friends)
  if (filters.activity !== defaultFilters.activity) params.set("activity", filters.activity)
  if (filters.city !== null) params.set("city", filters.city)
  if (filters.past) params.set("past", "true")
  if (view === "cards") params.set("view", "cards")
  return params
}
