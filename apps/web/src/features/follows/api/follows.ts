/** GET /api/follows: what the fan follows, their cities and the artists suggested to follow. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { FollowsDto } from "../../../../../../domain/follows/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"
import { followsQueryKey } from "./keys.ts"

export const getFollows = () => fetchJson("/api/follows", FollowsDto)

/** Every follow button on a page reads this one cached answer. */
export const followsQueryOptions = () => queryOptions({ queryKey: followsQueryKey, queryFn: getFollows, staleTime: 30_000 })

export const useFollows = () => useQuery(followsQueryOptions())
