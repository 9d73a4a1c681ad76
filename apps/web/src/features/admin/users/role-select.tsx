/** Spec section 2, Users: a user's role (user, moderator, admin); the role row is replaced on change. */
import type { AdminUserDto, Role } from "../../../../../../domain/accounts/contract.ts"
import { Select, type SelectOption } from "../../../ui/select.tsx"
import { toast } from "../../../ui/toast-queue.ts"
import { useUpdateUserRole } from "../api/update-user-role.ts"

const roleOptions: ReadonlyArray<SelectOption<Role>> = [
  { value: "user", label: "user" },
  { value: "moderator", label: "moderator" },
  { value: "admin", label: "admin" }
]

export function RoleSelect({ user }: { readonly user: AdminUserDto }) {
  const update = useUpdateUserRole()
  const change = (role: Role) =>
    update.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => toast.success("User role updated successfully"),
        onError: (error) => toast.error("Failed to update user role", error.message)
      }
    )
  return (
    <Select
      label={`Role for ${user.email}`}
      hideLabel
      options={roleOptions}
      value={update.variables?.role ?? user.role}
      onChange={change}
      isDisabled={update.isPending}
    />
  )
}
