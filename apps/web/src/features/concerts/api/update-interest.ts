/**
 * PUT /api/concerts/:id/interest: the viewer's own status for one concert. The concert shows the new status
 * at once (every cached concerts page is patched) and goes back to the old one if the save fails; afterwards
 * the concerts pages, the dashboard and the profile activity refresh from the server.
 */
import { concertInterestsQueryKeyRoot } from "./concert-interests.ts"
import { useMutation, useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from "@tanstack/react-query"
import { InterestResult, type DiscoveryPage } from "../../../../../../domain/concerts/discovery-contract.ts"
import type { InterestStatus } from "../../../../../../domain/friends/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { toast } from "../../../ui/toast-queue.ts"
import { dashboardQueryOptions } from "../../dashboard/api/dashboard.ts"
import { concertActivityQueryKeyRoot } from "../../friends/api/concert-activity.ts"
import { concertsQueryKeyRoot } from "./concerts.ts"

export interface InterestChange {
  readonly concertId: string
  readonly status: InterestStatus
}

type ConcertsData = InfiniteData<DiscoveryPage, string | null>

export const putInterest = ({ concertId, status }: InterestChange) =>
  sendJson("PUT", `/api/concerts/${encodeURIComponent(concertId)}/interest`, InterestResult, { status })

const withInterest = (data: ConcertsData | undefined, concertId: string, status: InterestStatus | null): ConcertsData | undefined =>
  data === undefined
    ? undefined
    : {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          concerts: page.concerts.map((concert) => (concert.id === concertId ? { ...concert, userInterest: status } : concert))
        }))
      }

/** The cached pages as they were, to put back on failure. */
type Snapshot = ReadonlyArray<readonly [QueryKey, ConcertsData | undefined]>

export const invalidateInterests = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: concertsQueryKeyRoot }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: concertActivityQueryKeyRoot }),
    queryClient.invalidateQueries({ queryKey: concertInterestsQueryKeyRoot })
  ])

export function useUpdateInterest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: putInterest,
    onMutate: async ({ concertId, status }): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: concertsQueryKeyRoot })
      const snapshot = queryClient.getQueriesData<ConcertsData>({ queryKey: concertsQueryKeyRoot })
      queryClient.setQueriesData<ConcertsData>({ queryKey: concertsQueryKeyRoot }, (data) => withInterest(data, concertId, status))
      return snapshot
    },
    onError: (_error, _change, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data)
      toast.error("Failed to update status")
    },
    onSuccess: () => {
      toast.success("Interest status updated!")
    },
    onSettled: () => invalidateInterests(queryClient)
  })
}
