/** After any change to requests or friendships: every query that shows a relationship refreshes. */
import type { QueryClient } from "@tanstack/react-query"
import { publicProfileQueryKeyRoot } from "../../accounts/api/public-profile.ts"
import { concertActivityQueryKeyRoot } from "./concert-activity.ts"
import { friendRequestsQueryOptions } from "./friend-requests.ts"
import { friendsQueryOptions } from "./friends.ts"
import { searchUsersQueryKeyRoot } from "./search-users.ts"

export const invalidateFriendships = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: friendsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: friendRequestsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: publicProfileQueryKeyRoot }),
    queryClient.invalidateQueries({ queryKey: searchUsersQueryKeyRoot }),
    // Becoming friends (or not) changes whose activity the viewer may see.
    queryClient.invalidateQueries({ queryKey: concertActivityQueryKeyRoot })
  ])
