/** After any invitation change: the invite economy, the viewer's requests, and every relationship query. */
import type { QueryClient } from "@tanstack/react-query"
import { invalidateFriendships } from "../../friends/api/invalidate-friendships.ts"
import { invitationsOverviewQueryOptions } from "./invitations-overview.ts"
import { ownInviteRequestsQueryOptions } from "./own-invite-requests.ts"

export const invalidateInvitations = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: invitationsOverviewQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: ownInviteRequestsQueryOptions().queryKey }),
    invalidateFriendships(queryClient)
  ])
