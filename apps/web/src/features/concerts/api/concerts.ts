/** GET /api/concerts: keyset pages of concerts annotated with the viewer's and others' interest. */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query"
import { DiscoveryPage } from "../../../../../../domain/concerts/discovery-contract.ts"
import { fetchJson } from "../../../app/api-client.ts"
import type { ConcertFilters } from "../concert-filters.ts"

/** Every page of every filter combination; interest changes invalidate (and patch) under this root. */
export const concertsQueryKeyRoot = ["concerts", "list"] as const

const pageSize = 24

export const getConcertsPage = (filters: ConcertFilters, cursor: string | null) => {
  const query = new URLSearchParams({
    friends: filters.friends,
    activity: filters.activity,
    past: String(filters.past),
    limit: String(pageSize)
  })
  if (filters.city !== null) query.set("city", filters.city)
  if (filters.myCities) query.set("myCities", "true")
  if (filters.from !== null) query.set("from", filters.from)
  if (filters.to !== null) query.set("to", filters.to)
  if (cursor !== null) query.set("cursor", cursor)
  return fetchJson(`/api/concerts?${query.toString()}`, DiscoveryPage)
}

export const concertsQueryOptions = (filters: ConcertFilters) =>
  infiniteQueryOptions({
    queryKey: [...concertsQueryKeyRoot, filters],
    queryFn: ({ pageParam }) => getConcertsPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor
  })

export const useConcerts = (filters: ConcertFilters) => useInfiniteQuery(concertsQueryOptions(filters))
