/** GET /api/friends: the viewer's friends, by name. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { FriendsList } from "../../../../../../domain/friends/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

export const getFriends = () => fetchJson("/api/friends", FriendsList)

export const friendsQueryOptions = () => queryOptions({ queryKey: ["friends", "list"], queryFn: getFriends })

export const useFriends = () => useQuery(friendsQueryOptions())
