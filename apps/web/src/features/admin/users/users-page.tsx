/**
 * Spec section 2, /admin/users: every account with its role select, and (issue #29) its standing in words (a
 * suspension in force, revoked invites) and Moderate for non-staff accounts. Moderators open it too: without the
 * e-mail column (the server sends them none) and with each role as text (roles are the admins').
 */
import type { AdminUserDto } from "../../../../../../domain/accounts/contract.ts"
import { container } from "../../../styles/layout.css.ts"
import * as pageStyles from "../../../styles/page.css.ts"
import { Badge } from "../../../ui/badge.tsx"
import { PageHeading } from "../../../ui/heading.tsx"
import { Loading } from "../../../ui/loading.tsx"
import { Cell, Column, Row, Table, TableBody, TableHeader } from "../../../ui/table.tsx"
import { useAuth } from "../../accounts/auth-context.ts"
import { useErrorToast } from "../../accounts/use-error-toast.ts"
import { useAdminUsers } from "../api/admin-users.ts"
import { ModerateUserDialog } from "./moderate-user-dialog.tsx"
import { RoleSelect } from "./role-select.tsx"
import { standingLabels } from "./standing.ts"
import * as styles from "./users-page.css.ts"

const joinedFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" })

/** The account's standing as text badges (never colour alone); "Active" when it is neither suspended nor without invites. */
function Standing({ user }: { readonly user: AdminUserDto }) {
  const labels = standingLabels(user)
  if (labels.length === 0) return <span className={pageStyles.muted}>Active</span>
  return (
    <span className={styles.badges}>
      {labels.map((label) => (
        <Badge key={label}>{label}</Badge>
      ))}
    </span>
  )
}

export function UsersPage() {
  const { isAdmin } = useAuth()
  const users = useAdminUsers()
  useErrorToast(users.isError, "Failed to load users")
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <PageHeading documentTitle="Users — Admin Panel — Soundcheck">Users</PageHeading>
      {users.isPending && <Loading />}
      {users.isError && <p role="alert">Failed to load users</p>}
      {users.data !== undefined && (
        <Table aria-label="Users">
          <TableHeader>
            {isAdmin && <Column isRowHeader>Email</Column>}
            <Column isRowHeader={!isAdmin}>Display Name</Column>
            <Column>Joined</Column>
            <Column>Role</Column>
            <Column>Standing</Column>
            <Column>Moderation</Column>
          </TableHeader>
          <TableBody items={users.data} dependencies={[isAdmin]} emptyText="No users yet.">
            {(user) => (
              <Row id={user.id}>
                {isAdmin && <Cell>{user.email}</Cell>}
                <Cell>{user.displayName ?? "Unknown User"}</Cell>
                <Cell>{joinedFormat.format(user.createdAt)}</Cell>
                <Cell>{isAdmin ? <RoleSelect user={user} /> : user.role}</Cell>
                <Cell>
                  <Standing user={user} />
                </Cell>
                <Cell>{user.role === "user" ? <ModerateUserDialog user={user} /> : "Staff"}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
    </div>
  )
}
