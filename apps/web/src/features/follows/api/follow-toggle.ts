/**
 * Follow or unfollow an artist (POST /api/follows/artists, DELETE /api/follows/artists/:key) or a venue
 * (POST /api/follows/venues, DELETE /api/follows/venues/:cityKey/:venueKey): the one hook every follow button uses.
 * The button shows the new state at once (the cached GET /api/follows is patched) and goes back if the save fails,
 * with an error toast, as interest changes do; afterwards the follows and the artist pages refresh from the server.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { FollowedArtistDto, FollowedVenueDto, type FollowsDto } from "../../../../../../domain/follows/contract.ts"
import { sendEmpty, sendJson } from "../../../app/api-client.ts"
import { toast } from "../../../ui/toast-queue.ts"
import { failureMessage } from "../../friends/failure.ts"
import { type FollowTarget, isFollowing, targetName, unfollowPath, withFollow } from "../follow-state.ts"
import { useFollows } from "./follows.ts"
import { artistQueryKeyRoot, followsQueryKey } from "./keys.ts"

interface FollowChange {
  readonly target: FollowTarget
  readonly following: boolean
}

const saveFollow = async ({ target, following }: FollowChange): Promise<void> => {
  if (!following) return sendEmpty("DELETE", unfollowPath(target))
  if (target.kind === "artist") await sendJson("POST", "/api/follows/artists", FollowedArtistDto, { artist: target.artist })
  else await sendJson("POST", "/api/follows/venues", FollowedVenueDto, { venue: target.venue, city: target.city })
}

export interface FollowToggle {
  readonly following: boolean
  /** Until GET /api/follows has answered the state is unknown: the button waits. */
  readonly isReady: boolean
  readonly isSaving: boolean
  /** Follow or unfollow: shown at once, saved, put back with an error toast if the save fails. */
  readonly setFollowing: (following: boolean) => void
}

export function useFollowToggle(target: FollowTarget): FollowToggle {
  const queryClient = useQueryClient()
  const follows = useFollows()
  const mutation = useMutation({
    mutationFn: saveFollow,
    onMutate: async ({ target: changed, following }) => {
      await queryClient.cancelQueries({ queryKey: followsQueryKey })
      queryClient.setQueryData<FollowsDto>(followsQueryKey, (data) => (data === undefined ? undefined : withFollow(data, changed, following, Date.now())))
    },
    onError: (error, { target: changed, following }) => {
      // Undo this change only: another button's change saved meanwhile stays.
      queryClient.setQueryData<FollowsDto>(followsQueryKey, (data) => (data === undefined ? undefined : withFollow(data, changed, !following, Date.now())))
      const name = targetName(changed)
      toast.error(following ? `Failed to follow ${name}` : `Failed to unfollow ${name}`, failureMessage(error))
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: followsQueryKey }), queryClient.invalidateQueries({ queryKey: artistQueryKeyRoot })])
  })
  return {
    following: isFollowing(follows.data, target),
    isReady: follows.data !== undefined,
    isSaving: mutation.isPending,
    setFollowing: (following) => mutation.mutate({ target, following })
  }
}
