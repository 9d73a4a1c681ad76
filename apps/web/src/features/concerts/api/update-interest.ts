/**
 * PUT /api/concerts/:id/interest: the viewer's own status for one concert. The concert shows the new status
 * at once (every cached concerts page, search results page, artist page and concert page is patched) and goes back to
 * the old one if the save fails; afterwards those, the dashboard and the profile activity refresh from the server.
 */
import { concertInterestsQueryKeyRoot } from "./concert-interests.ts"
import { useMutation, useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from "@tanstack/react-query"
import { InterestResult, type DiscoveryConcert, type DiscoveryPage } from "../../../../../../domain/concerts/discovery-contract.ts"
import type { InterestStatus } from "../../../../../../domain/friends/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { toast } from "../../../ui/toast-queue.ts"
import type { ArtistPageDto } from "../../../../../../domain/follows/contract.ts"
import { dashboardQueryOptions } from "../../dashboard/api/dashboard.ts"
import { artistQueryKeyRoot } from "../../follows/api/keys.ts"
import { concertActivityQueryKeyRoot } from "../../friends/api/concert-activity.ts"
import { concertQueryKeyRoot, concertQueryOptions } from "./concert.ts"
import { concertsQueryKeyRoot } from "./concerts.ts"
import { searchQueryKeyRoot } from "./search.ts"

export interface InterestChange {
  readonly concertId: string
  readonly status: InterestStatus
}

/** The concerts list's pages and the search results' pages, which have the same shape. */
type PagesData = InfiniteData<DiscoveryPage, string | null>

/** The roots of the cached pages of concerts that show the viewer's status. */
const pageRoots = [concertsQueryKeyRoot, searchQueryKeyRoot] as const

export const putInterest = ({ concertId, status }: InterestChange) =>
  sendJson("PUT", `/api/concerts/${encodeURIComponent(concertId)}/interest`, InterestResult, { status })

const withInterest = (data: PagesData | undefined, concertId: string, status: InterestStatus | null): PagesData | undefined =>
  data === undefined
    ? undefined
    : {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          concerts: page.concerts.map((concert) => (concert.id === concertId ? { ...concert, userInterest: status } : concert))
        }))
      }

const artistWithInterest = (data: ArtistPageDto | undefined, concertId: string, status: InterestStatus | null): ArtistPageDto | undefined =>
  data === undefined
    ? undefined
    : { ...data, concerts: data.concerts.map((concert) => (concert.id === concertId ? { ...concert, userInterest: status } : concert)) }

/** The cached pages and concert as they were, to put back on failure. */
interface Snapshot {
  readonly pages: ReadonlyArray<readonly [QueryKey, PagesData | undefined]>
  readonly artists: ReadonlyArray<readonly [QueryKey, ArtistPageDto | undefined]>
  readonly concert: readonly [QueryKey, DiscoveryConcert | undefined]
}

export const invalidateInterests = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    ...pageRoots.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ queryKey: concertQueryKeyRoot }),
    queryClient.invalidateQueries({ queryKey: artistQueryKeyRoot }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: concertActivityQueryKeyRoot }),
    queryClient.invalidateQueries({ queryKey: concertInterestsQueryKeyRoot })
  ])

export function useUpdateInterest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: putInterest,
    onMutate: async ({ concertId, status }): Promise<Snapshot> => {
      const concertKey = concertQueryOptions(concertId).queryKey
      await Promise.all([
        ...pageRoots.map((queryKey) => queryClient.cancelQueries({ queryKey })),
        queryClient.cancelQueries({ queryKey: artistQueryKeyRoot }),
        queryClient.cancelQueries({ queryKey: concertKey })
      ])
      const pages = pageRoots.flatMap((queryKey) => queryClient.getQueriesData<PagesData>({ queryKey }))
      const artists = queryClient.getQueriesData<ArtistPageDto>({ queryKey: artistQueryKeyRoot })
      const concert = [concertKey, queryClient.getQueryData(concertKey)] as const
      for (const queryKey of pageRoots) queryClient.setQueriesData<PagesData>({ queryKey }, (data) => withInterest(data, concertId, status))
      queryClient.setQueriesData<ArtistPageDto>({ queryKey: artistQueryKeyRoot }, (data) => artistWithInterest(data, concertId, status))
      queryClient.setQueryData(concertKey, (data) => (data === undefined ? undefined : { ...data, userInterest: status }))
      return { pages, artists, concert }
    },
    onError: (_error, _change, snapshot) => {
      for (const [key, data] of [...(snapshot?.pages ?? []), ...(snapshot?.artists ?? []), ...(snapshot === undefined ? [] : [snapshot.concert])])
        queryClient.setQueryData(key, data)
      toast.error("Failed to update status")
    },
    onSuccess: () => {
      toast.success("Interest status updated!")
    },
    onSettled: () => invalidateInterests(queryClient)
  })
}
