/** GET /api/admin/invite-requests (admin): every pending request and the 10 most recently reviewed. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { AdminInviteRequests } from "../../../../../../domain/invitations/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

export const getAdminInviteRequests = () => fetchJson("/api/admin/invite-requests", AdminInviteRequests)

export const adminInviteRequestsQueryOptions = () => queryOptions({ queryKey: ["admin", "invite-requests"], queryFn: getAdminInviteRequests })

export const useAdminInviteRequests = () => useQuery(adminInviteRequestsQueryOptions())
