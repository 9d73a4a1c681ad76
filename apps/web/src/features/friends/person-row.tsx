/** One person in a friends list: initials, the name linking to their profile, a line of facts, and actions. */
import type { ReactNode } from "react"
import { Avatar } from "../../ui/avatar.tsx"
import { Link } from "../../ui/link.tsx"
import { nameInitials } from "../accounts/names.ts"
import * as styles from "./friends.css.ts"

export interface PersonRowProps {
  readonly userId: string
  readonly name: string
  /** A short line under the name ("Sent Nov 21, 2026"). */
  readonly meta?: ReactNode
  readonly children?: ReactNode
}

export function PersonRow({ userId, name, meta, children }: PersonRowProps) {
  return (
    <li className={styles.row}>
      <Avatar initials={nameInitials(name)} />
      <div className={styles.who}>
        <span className={styles.name}>
          <Link href={`/profile/${encodeURIComponent(userId)}`}>{name}</Link>
        </span>
        {meta !== undefined && <span className={styles.meta}>{meta}</span>}
      </div>
      {children !== undefined && <div className={styles.actions}>{children}</div>}
    </li>
  )
}
