/** GET /api/invitations: the viewer's invites remaining, total sent and pending e-mail invitations. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { InvitationsOverview } from "../../../../../../domain/invitations/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

export const getInvitationsOverview = () => fetchJson("/api/invitations", InvitationsOverview)

export const invitationsOverviewQueryOptions = () => queryOptions({ queryKey: ["invitations", "overview"], queryFn: getInvitationsOverview })

export const useInvitationsOverview = () => useQuery(invitationsOverviewQueryOptions())
