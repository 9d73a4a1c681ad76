/** /notifications: the viewer's notifications, newest first, unread ones marked; following one marks it read; Mark all as read; Load more. */
import type { NotificationDto } from "../../../../../domain/notifications/contract.ts"
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Badge } from "../../ui/badge.tsx"
import { Button } from "../../ui/button.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { Link } from "../../ui/link.tsx"
import { Loading } from "../../ui/loading.tsx"
import { useErrorToast } from "../accounts/use-error-toast.ts"
import { useMarkRead } from "./api/mark-read.ts"
import { unreadOf, useNotifications } from "./api/notifications.ts"
import * as styles from "./notifications.css.ts"

const timeFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" })

function NotificationItem({ notification, onFollow }: { readonly notification: NotificationDto; readonly onFollow: () => void }) {
  const isUnread = notification.readAt === null
  return (
    <li className={isUnread ? styles.unread : styles.item}>
      {isUnread && <Badge>New</Badge>}
      <span className={styles.text}>
        <Link href={notification.link} onPress={isUnread ? onFollow : undefined}>
          {notification.text}
        </Link>
      </span>
      <time className={styles.when} dateTime={new Date(notification.createdAt).toISOString()}>
        {timeFormat.format(notification.createdAt)}
      </time>
    </li>
  )
}

export function NotificationsPage() {
  const notifications = useNotifications()
  const markRead = useMarkRead()
  useErrorToast(notifications.isError, "Failed to load notifications")
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? []
  const unread = unreadOf(notifications.data?.pages)
  return (
    <div className={`${container} ${pageStyles.narrowPage}`}>
      <PageHeading documentTitle="Notifications — Soundcheck">Notifications</PageHeading>
      {notifications.isPending && <Loading />}
      {notifications.isError && <p role="alert">Failed to load notifications</p>}
      {notifications.data !== undefined && items.length === 0 && <p className={pageStyles.muted}>No notifications yet.</p>}
      {unread > 0 && (
        <div className={pageStyles.actions}>
          <Button variant="secondary" isBusy={markRead.isPending} onPress={() => markRead.mutate({ all: true })}>
            {markRead.isPending ? "Marking..." : "Mark all as read"}
          </Button>
        </div>
      )}
      {items.length > 0 && (
        <ul className={styles.list} aria-label="Notifications">
          {items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onFollow={() => markRead.mutate({ ids: [notification.id] })} />
          ))}
        </ul>
      )}
      {notifications.hasNextPage && (
        <div className={pageStyles.actions}>
          <Button variant="secondary" isBusy={notifications.isFetchingNextPage} onPress={() => void notifications.fetchNextPage()}>
            {notifications.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        </div>
      )}
    </div>
  )
}
