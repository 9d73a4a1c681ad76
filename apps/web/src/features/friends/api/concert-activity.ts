/** GET /api/profiles/:userId/activity: a user's interested / have-tickets concerts, when the viewer may see them. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { ConcertActivity } from "../../../../../../domain/friends/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

export const concertActivityQueryKeyRoot = ["friends", "activity"] as const

export const getConcertActivity = (userId: string) => fetchJson(`/api/profiles/${encodeURIComponent(userId)}/activity`, ConcertActivity)

export const concertActivityQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [...concertActivityQueryKeyRoot, userId], queryFn: () => getConcertActivity(userId) })

export const useConcertActivity = (userId: string) => useQuery(concertActivityQueryOptions(userId))
