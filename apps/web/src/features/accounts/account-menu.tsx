/** The avatar menu of spec section 2: who is signed in, profile and settings links, Admin Panel (staff, issue #29), Sign out. */
import { useNavigate } from "react-router"
import type { SessionUser } from "../../../../../domain/accounts/contract.ts"
import { Avatar } from "../../ui/avatar.tsx"
import { Button } from "../../ui/button.tsx"
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from "../../ui/menu.tsx"
import { useAuth } from "./auth-context.ts"
import * as styles from "./account-menu.css.ts"
import { emailInitials, emailName } from "./names.ts"
import { moderatorHome } from "./staff-access.ts"

export function AccountMenu({ user }: { readonly user: SessionUser }) {
  const { isAdmin, isModerator, signOut } = useAuth()
  const navigate = useNavigate()

  const signOutAndLeave = async () => {
    await signOut()
    await navigate("/", { replace: true })
  }

  const initials = emailInitials(user.email)
  return (
    <MenuTrigger>
      {/* The visible initials start the name (WCAG 2.5.3, label in name). */}
      <Button variant="ghost" size="icon" aria-label={`${initials}: account menu for ${user.email}`}>
        <Avatar initials={initials} />
      </Button>
      <Menu aria-label="Account" onAction={(key) => (key === "sign-out" ? void signOutAndLeave() : undefined)}>
        <MenuSection
          aria-label="Signed in as"
          header={
            <>
              <span className={styles.name}>{emailName(user.email)}</span>
              <span className={styles.email}>{user.email}</span>
            </>
          }
        >
          <MenuItem id="profile" href="/profile">
            View Profile
          </MenuItem>
          <MenuItem id="edit-profile" href="/profile/edit">
            Edit Profile
          </MenuItem>
          <MenuItem id="settings" href="/settings">
            Settings
          </MenuItem>
          {isModerator && (
            <MenuItem id="admin" href={isAdmin ? "/admin" : moderatorHome}>
              Admin Panel
            </MenuItem>
          )}
        </MenuSection>
        <MenuSeparator />
        <MenuSection aria-label="Session">
          <MenuItem id="sign-out">Sign out</MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  )
}
