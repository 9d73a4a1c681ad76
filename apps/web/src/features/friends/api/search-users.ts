/** GET /api/users/search?email=: the one user with exactly this address (any case), or none. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { UserSearchResult } from "../../../../../../domain/friends/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

export const searchUsersQueryKeyRoot = ["friends", "search"] as const

export const searchUsers = (email: string) => fetchJson(`/api/users/search?email=${encodeURIComponent(email)}`, UserSearchResult)

export const searchUsersQueryOptions = (email: string) =>
  queryOptions({ queryKey: [...searchUsersQueryKeyRoot, email.toLowerCase()], queryFn: () => searchUsers(email), retry: false })

/** Idle until there is an address to look for. */
export const useSearchUsers = (email: string) => useQuery({ ...searchUsersQueryOptions(email), enabled: email !== "" })
