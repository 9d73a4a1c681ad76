/**
 * After a block or an unblock: the person appears or vanishes in names, counts, lists, search, plans and
 * notifications all over the app, so every query but the session refreshes. Their profile page, which a block
 * answers 404, is only marked stale: the page that blocked them moves away first instead of flashing
 * "Profile Not Found".
 */
import type { QueryClient } from "@tanstack/react-query"
import { publicProfileQueryKeyRoot } from "../../accounts/api/public-profile.ts"
import { sessionQueryKey } from "../../accounts/api/session.ts"

const startsWith = (queryKey: ReadonlyArray<unknown>, root: ReadonlyArray<unknown>): boolean => root.every((part, i) => queryKey[i] === part)

export const invalidatePeople = (queryClient: QueryClient, userId: string): Promise<unknown> => {
  const profileKey = [...publicProfileQueryKeyRoot, userId]
  return Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => !startsWith(query.queryKey, profileKey) && !startsWith(query.queryKey, sessionQueryKey) }),
    queryClient.invalidateQueries({ queryKey: profileKey, refetchType: "none" })
  ])
}
