/**
 * PUT /api/admin/users/:userId/invites-revocation (staff; non-staff accounts): invites to 0 and no more requests,
 * with a reason; DELETE (admins) restores them.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { InvitesRevocationDto, type InvitesRevocationBody } from "../../../../../../domain/moderation/contract.ts"
import { sendEmpty, sendJson } from "../../../app/api-client.ts"
import { adminUsersQueryOptions } from "./admin-users.ts"

const path = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/invites-revocation`

export const revokeInvites = ({ userId, body }: { readonly userId: string; readonly body: InvitesRevocationBody }) =>
  sendJson("PUT", path(userId), InvitesRevocationDto, body)

export const restoreInvites = (userId: string) => sendEmpty("DELETE", path(userId))

export const useRevokeInvites = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: revokeInvites, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }) })
}

export const useRestoreInvites = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: restoreInvites, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }) })
}
