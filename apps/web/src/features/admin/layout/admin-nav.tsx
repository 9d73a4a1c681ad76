/** Spec section 2, the Admin Panel's sidebar entries: each person sees only the pages they may open (issue #29). */
import { useLocation } from "react-router"
import { Link } from "../../../ui/link.tsx"
import { useAuth } from "../../accounts/auth-context.ts"
import { mayOpenAdminPage } from "../../accounts/staff-access.ts"
import * as styles from "./admin-layout.css.ts"
import { icons } from "./icons.tsx"

const sections = [
  { href: "/admin", label: "Dashboard", icon: icons.dashboard },
  { href: "/admin/reports", label: "Reports", icon: icons.reports },
  { href: "/admin/suggestions", label: "Concert Suggestions", icon: icons.suggestions },
  { href: "/admin/concerts", label: "Concerts", icon: icons.concerts },
  { href: "/admin/users", label: "Users", icon: icons.users },
  { href: "/admin/invite-requests", label: "Invite Requests", icon: icons.invites },
  { href: "/admin/waitlist", label: "Waitlist", icon: icons.waitlist },
  { href: "/admin/feedback", label: "Feedback", icon: icons.feedback },
  { href: "/admin/audit", label: "Audit Log", icon: icons.audit },
  { href: "/admin/analytics", label: "Analytics", icon: icons.analytics },
  { href: "/admin/settings", label: "Settings", icon: icons.settings }
] as const

export interface AdminNavProps {
  /** Icons only; each link keeps its name for screen readers. */
  readonly collapsed: boolean
  /** Runs as a link is followed (the phone drawer closes in the same render, so the new page's heading keeps focus). */
  readonly onNavigate?: () => void
}

export function AdminNav({ collapsed, onNavigate }: AdminNavProps) {
  const { pathname } = useLocation()
  const { role } = useAuth()
  const isCurrent = (href: string) => (href === "/admin" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`))
  const label = (text: string) => <span className={collapsed ? styles.visuallyHidden : undefined}>{text}</span>
  return (
    <nav aria-label="Admin">
      <ul className={collapsed ? styles.collapsedList : styles.navList}>
        {sections
          .filter((section) => mayOpenAdminPage(role, section.href))
          .map((section) => (
            <li key={section.href}>
              <Link href={section.href} variant="subtle" onPress={onNavigate} aria-current={isCurrent(section.href) ? "page" : undefined}>
                {section.icon}
                {label(section.label)}
              </Link>
            </li>
          ))}
        <li className={styles.separated}>
          <Link href="/dashboard" variant="subtle" onPress={onNavigate}>
            {icons.back}
            {label("Back to App")}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
