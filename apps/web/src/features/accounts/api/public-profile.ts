/** GET /api/profiles/:userId: another user's profile as the viewer may see it (404 ProfileNotFound). */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { PublicProfileDto } from "../../../../../../domain/accounts/contract.ts"
import { fetchJson, hasStatus } from "../../../app/api-client.ts"

export const publicProfileQueryKeyRoot = ["accounts", "public-profile"] as const

export const getPublicProfile = (userId: string) => fetchJson(`/api/profiles/${encodeURIComponent(userId)}`, PublicProfileDto)

/** A 400 or 404 is an answer (Profile Not Found), not worth retrying. */
export const publicProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...publicProfileQueryKeyRoot, userId],
    queryFn: () => getPublicProfile(userId),
    retry: (failures, error) => !hasStatus(error, 404) && !hasStatus(error, 400) && failures < 2
  })

export const usePublicProfile = (userId: string) => useQuery(publicProfileQueryOptions(userId))
