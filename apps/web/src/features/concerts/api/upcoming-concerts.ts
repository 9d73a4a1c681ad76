/** GET /api/concerts: upcoming concerts, one page at a time, oldest date first. */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query"
import { UpcomingConcertsPage } from "../../../../../../domain/concerts/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

const defaultPageSize = 20

export const getUpcomingConcerts = (cursor: string | null, limit = defaultPageSize): Promise<UpcomingConcertsPage> => {
  const params = new URLSearchParams({ limit: String(limit) })
  if (cursor !== null) params.set("cursor", cursor)
  return fetchJson(`/api/concerts?${params}`, UpcomingConcertsPage)
}

/** Infinite-query options keyed ["concerts", "upcoming"]; mutations that change concerts invalidate this key. */
export const upcomingConcertsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["concerts", "upcoming"],
    queryFn: ({ pageParam }) => getUpcomingConcerts(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor
  })

export const useUpcomingConcerts = () => useInfiniteQuery(upcomingConcertsQueryOptions())
