/** GET /api/invite-requests: the viewer's own requests for more invites, newest first. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { OwnInviteRequests } from "../../../../../../domain/invitations/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

export const getOwnInviteRequests = () => fetchJson("/api/invite-requests", OwnInviteRequests)

export const ownInviteRequestsQueryOptions = () => queryOptions({ queryKey: ["invitations", "requests"], queryFn: getOwnInviteRequests })

export const useOwnInviteRequests = () => useQuery(ownInviteRequestsQueryOptions())
