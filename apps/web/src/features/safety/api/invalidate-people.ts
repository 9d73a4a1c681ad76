/**
 * After a block or an unblock: the person appears or vanishes in names, counts, lists, search, plans and
 * notifications all over the app, so every query but the session refreshes. Their profile page and its concert
 * activity, which a block answers 404, are only marked stale: the page that blocked them moves away first instead
 * of flashing "Profile Not Found", and the block does not wait for the activity's failed refetch and its retries
 * (seconds) before it says it is done.
 */
import type { QueryClient } from "@tanstack/react-query"
import { publicProfileQueryKeyRoot } from "../../accounts/api/public-profile.ts"
import { sessionQueryKey } from "../../accounts/api/session.ts"
import { concertActivityQueryKeyRoot } from "../../friends/api/concert-activity.ts"

const startsWith = (queryKey: ReadonlyArray<unknown>, root: ReadonlyArray<unknown>): boolean => root.every((part, i) => queryKey[i] === part)

export const invalidatePeople = (queryClient: QueryClient, userId: string): Promise<unknown> => {
  const profileKeys = [
    [...publicProfileQueryKeyRoot, userId],
    [...concertActivityQueryKeyRoot, userId]
  ]
  const isProfile = (queryKey: ReadonlyArray<unknown>) => profileKeys.some((key) => startsWith(queryKey, key))
  return Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => !isProfile(query.queryKey) && !startsWith(query.queryKey, sessionQueryKey) }),
    ...profileKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: "none" }))
  ])
}
