/** PUT /api/admin/users/:userId/role: the user's role row is replaced; the users list refreshes. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { SessionUser, type Role } from "../../../../../../domain/accounts/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { adminUsersQueryOptions } from "./admin-users.ts"

export interface UpdateUserRole {
  readonly userId: string
  readonly role: Role
}

export const updateUserRole = ({ userId, role }: UpdateUserRole) =>
  sendJson("PUT", `/api/admin/users/${encodeURIComponent(userId)}/role`, SessionUser, { role })

export const useUpdateUserRole = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey })
  })
}
