/** GET /api/friend-requests: the viewer's pending requests, incoming and outgoing. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { FriendRequestsList } from "../../../../../../domain/friends/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

export const getFriendRequests = () => fetchJson("/api/friend-requests", FriendRequestsList)

export const friendRequestsQueryOptions = () => queryOptions({ queryKey: ["friends", "requests"], queryFn: getFriendRequests })

export const useFriendRequests = () => useQuery(friendRequestsQueryOptions())
