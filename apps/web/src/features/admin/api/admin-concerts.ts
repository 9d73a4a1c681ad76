/** GET /api/admin/concerts: every concert, past included, by date then id, one keyset page at a time. */
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from "@tanstack/react-query"
import { AdminConcertsPage } from "../../../../../../domain/curation/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

const pageSize = 50

/** Every admin concert query (lists, one concert, duplicates, stats) lives under this key. */
export const adminConcertsKeyRoot = ["admin", "concerts"] as const

export const getAdminConcerts = (cursor: string | null): Promise<AdminConcertsPage> => {
  const params = new URLSearchParams({ limit: String(pageSize) })
  if (cursor !== null) params.set("cursor", cursor)
  return fetchJson(`/api/admin/concerts?${params}`, AdminConcertsPage)
}

export const adminConcertsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...adminConcertsKeyRoot, "list"],
    queryFn: ({ pageParam }) => getAdminConcerts(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor
  })

export const useAdminConcerts = () => useInfiniteQuery(adminConcertsQueryOptions())

/** After a change to the catalogue: the admin lists, the stats and the fans' concert lists refresh. */
export const invalidateConcerts = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminConcertsKeyRoot }),
    queryClient.invalidateQueries({ queryKey: ["admin", "stats"] }),
    queryClient.invalidateQueries({ queryKey: ["concerts"] })
  ])
