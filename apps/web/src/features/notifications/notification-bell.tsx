/** The header's bell: a link to /notifications named "Notifications", with the unread count as a badge (live, shared with the page). */
import { useLocation } from "react-router"
import { Link } from "../../ui/link.tsx"
import { unreadOf, useNotifications } from "./api/notifications.ts"
import * as styles from "./notifications.css.ts"

/** What a screen reader hears: "Notifications", or "Notifications, 3 unread". */
export const bellLabel = (unread: number): string => (unread > 0 ? `Notifications, ${unread} unread` : "Notifications")

export function NotificationBell() {
  const { pathname } = useLocation()
  const unread = unreadOf(useNotifications().data?.pages)
  return (
    <Link href="/notifications" variant="subtle" aria-label={bellLabel(unread)} aria-current={pathname === "/notifications" ? "page" : undefined}>
      <span className={styles.bell} data-unread={unread}>
        <svg
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unread > 0 && (
          <span className={styles.count} aria-hidden="true">
            {unread}
          </span>
        )}
      </span>
    </Link>
  )
}
