/** GET /api/search: concerts whose artist, venue or city match the words, best match first, annotated like the concerts page; keyset pages. */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query"
import { SearchPage } from "../../../../../../domain/search/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"
import { retryUnlessAnswered } from "../../../lib/query-retry.ts"
import type { SearchState } from "../search-params.ts"

/** Every page of every search; interest changes patch and invalidate under this root (pages shaped as the concerts list's). */
export const searchQueryKeyRoot = ["concerts", "search"] as const

const pageSize = 24

export const getSearchPage = (search: SearchState, cursor: string | null) => {
  const query = new URLSearchParams({ q: search.q, friends: search.friends, activity: search.activity, past: String(search.past), limit: String(pageSize) })
  if (cursor !== null) query.set("cursor", cursor)
  return fetchJson(`/api/search?${query.toString()}`, SearchPage)
}

export const searchQueryOptions = (search: SearchState) =>
  infiniteQueryOptions({
    queryKey: [...searchQueryKeyRoot, search],
    queryFn: ({ pageParam }) => getSearchPage(search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: retryUnlessAnswered
  })

export const useSearch = (search: SearchState) => useInfiniteQuery(searchQueryOptions(search))
