/**
 * The concerts page's filters and view as they live in the address (?friends=friends&city=Austin&from=2026-05-01&view=cards;
 * ?myCities=true for the City filter's My Cities),
 * so a filtered view can be bookmarked, shared, reloaded and come back to. Defaults are left out; a value the page
 * could not have written (unknown, over-long, not a real day) is read as the default rather than sent to the API.
 */
import type { ActivityFilter, FriendsFilter } from "../../../../../domain/concerts/discovery-contract.ts"
import { MAX_CITY_LENGTH } from "../../../../../domain/kernel/caps.ts"
import { isRealDay } from "../../../../../domain/kernel/local-date.ts"

export type ConcertsView = "rows" | "cards"

export interface ConcertFilters {
  readonly friends: FriendsFilter
  readonly activity: ActivityFilter
  /** null is All Cities. */
  readonly city: string | null
  /** Issue #32, the City filter's My Cities: only the concerts in the fan's cities (every city when they picked none). */
  readonly myCities: boolean
  readonly past: boolean
  /** The first day shown (YYYY-MM-DD), inclusive; null: today, or no bound with `past`. */
  readonly from: string | null
  /** The last day shown (YYYY-MM-DD), inclusive; null: no bound. */
  readonly to: string | null
}

export const defaultFilters: ConcertFilters = { friends: "anyone", activity: "all", city: null, myCities: false, past: false, from: null, to: null }

export const friendsValues: ReadonlyArray<FriendsFilter> = ["anyone", "friends", "friends_of_friends"]
export const activityValues: ReadonlyArray<ActivityFilter> = ["all", "interest", "tickets"]

export const oneOf = <V extends string>(values: ReadonlyArray<V>, raw: string | null, fallback: V): V => (values.includes(raw as V) ? (raw as V) : fallback)

const cityFrom = (raw: string | null): string | null => (raw === null || raw.trim() === "" || raw.length > MAX_CITY_LENGTH ? null : raw)

const dayFrom = (raw: string | null): string | null => (raw !== null && isRealDay(raw) ? raw : null)

/** Read the filters from the address; anything unknown falls back to the default. */
export const filtersFromParams = (params: URLSearchParams): ConcertFilters => ({
  friends: oneOf(friendsValues, params.get("friends"), defaultFilters.friends),
  activity: oneOf(activityValues, params.get("activity"), defaultFilters.activity),
  city: cityFrom(params.get("city")),
  myCities: params.get("myCities") === "true",
  past: params.get("past") === "true",
  from: dayFrom(params.get("from")),
  to: dayFrom(params.get("to"))
})

export const viewFromParams = (params: URLSearchParams): ConcertsView => (params.get("view") === "cards" ? "cards" : "rows")

/** The address for filters and view; defaults are left out so the plain /concerts is the default page. */
export const paramsFor = (filters: ConcertFilters, view: ConcertsView): URLSearchParams => {
  const params = new URLSearchParams()
  if (filters.friends !== defaultFilters.friends) params.set("friends", filters.friends)
  if (filters.activity !== defaultFilters.activity) params.set("activity", filters.activity)
  if (filters.city !== null) params.set("city", filters.city)
  if (filters.myCities) params.set("myCities", "true")
  if (filters.past) params.set("past", "true")
  if (filters.from !== null) params.set("from", filters.from)
  if (filters.to !== null) params.set("to", filters.to)
  if (view === "cards") params.set("view", "cards")
  return params
}

/** How many filters differ from the defaults: what the phones' Filters button says ("Filters (2)"). */
export const filtersSet = (filters: ConcertFilters): number =>
  [
    filters.friends !== defaultFilters.friends,
    filters.activity !== defaultFilters.activity,
    filters.city !== null,
    filters.myCities,
    filters.past,
    filters.from !== null,
    filters.to !== null
  ].filter(Boolean).length

/**
 * What an edit made of `before`, applied to `latest`: two edits in one tick (one date field cleared, then the other)
 * each start from the same render, so each keeps only its own change and neither undoes the other.
 */
export const applyEdit = (before: ConcertFilters, edited: ConcertFilters, latest: ConcertFilters): ConcertFilters => {
  const changed = (Object.keys(edited) as Array<keyof ConcertFilters>).filter((key) => edited[key] !== before[key])
  return Object.assign({ ...latest }, Object.fromEntries(changed.map((key) => [key, edited[key]])))
}
