/** GET /api/invitations/preview?token=&inviter= (public): who invited which address, before sign-up. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { InvitationPreview } from "../../../../../../domain/invitations/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

export const getInvitationPreview = (token: string, inviter: string) =>
  fetchJson(`/api/invitations/preview?${new URLSearchParams({ token, inviter }).toString()}`, InvitationPreview)

export const invitationPreviewQueryOptions = (token: string, inviter: string) =>
  queryOptions({
    queryKey: ["invitations", "preview", token, inviter],
    queryFn: () => getInvitationPreview(token, inviter),
    // An invalid or expired link stays so; a used one must not be shown as valid from the cache.
    retry: false,
    staleTime: 0,
    gcTime: 0
  })

export const useInvitationPreview = (token: string, inviter: string) => useQuery(invitationPreviewQueryOptions(token, inviter))
