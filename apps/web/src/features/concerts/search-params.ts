/**
 * The search results page's state as it lives in the address (/search?q=owls&friends=friends&past=true): the words
 * and the concerts page's friends and activity filters, defaults left out. Words past the API's cap are cut there,
 * as the search field cuts them; unknown filter values are read as the defaults.
 */
import type { ActivityFilter, FriendsFilter } from "../../../../../domain/concerts/discovery-contract.ts"
import { MAX_SEARCH_QUERY_LENGTH } from "../../../../../domain/kernel/caps.ts"
import { activityValues, defaultFilters, friendsValues, oneOf } from "./concert-filters.ts"

export interface SearchState {
  /** The words as typed (blank is the API's 400, shown as its message). */
  readonly q: string
  readonly friends: FriendsFilter
  readonly activity: ActivityFilter
  /** "Past concerts too". */
  readonly past: boolean
}

export const searchFromParams = (params: URLSearchParams): SearchState => ({
  q: (params.get("q") ?? "").slice(0, MAX_SEARCH_QUERY_LENGTH),
  friends: oneOf(friendsValues, params.get("friends"), defaultFilters.friends),
  activity: oneOf(activityValues, params.get("activity"), defaultFilters.activity),
  past: params.get("past") === "true"
})

/** The address's query for a search; `q` always, the filters only when not the defaults. */
export const searchParamsFor = (state: SearchState): URLSearchParams => {
  const params = new URLSearchParams({ q: state.q })
  if (state.friends !== defaultFilters.friends) params.set("friends", state.friends)
  if (state.activity !== defaultFilters.activity) params.set("activity", state.activity)
  if (state.past) params.set("past", "true")
  return params
}

/** The results page for `q` with the default filters: where the search field and its suggestions lead. */
export const searchPath = (q: string): string =>
  `/search?${searchParamsFor({ q: q.slice(0, MAX_SEARCH_QUERY_LENGTH), friends: defaultFilters.friends, activity: defaultFilters.activity, past: false }).toString()}`
