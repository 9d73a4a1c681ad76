/** GET /api/concerts/:id/interests: everyone the viewer may see on one concert, closest first, a keyset page at a time. */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query"
import { ConcertInterestsPage, type FriendsFilter } from "../../../../../../domain/concerts/discovery-contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

/** Not under the concerts list's root: an interest change patches those pages, whose shape this is not. */
export const concertInterestsQueryKeyRoot = ["concerts", "interests"] as const

const pageSize = 50

export const getConcertInterestsPage = (concertId: string, friends: FriendsFilter, cursor: string | null): Promise<ConcertInterestsPage> => {
  const query = new URLSearchParams({ friends, limit: String(pageSize) })
  if (cursor !== null) query.set("cursor", cursor)
  return fetchJson(`/api/concerts/${encodeURIComponent(concertId)}/interests?${query.toString()}`, ConcertInterestsPage)
}

export const concertInterestsQueryOptions = (concertId: string, friends: FriendsFilter) =>
  infiniteQueryOptions({
    queryKey: [...concertInterestsQueryKeyRoot, concertId, friends],
    queryFn: ({ pageParam }) => getConcertInterestsPage(concertId, friends, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Opened now and then, to see who goes now: always fetched afresh.
    staleTime: 0
  })

export const useConcertInterests = (concertId: string, friends: FriendsFilter) => useInfiniteQuery(concertInterestsQueryOptions(concertId, friends))
