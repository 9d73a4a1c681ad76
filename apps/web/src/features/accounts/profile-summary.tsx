/** A profile's head: avatar, name, badges, bio and the one action button (spec section 2, Profile). */
import type { ReactNode } from "react"
import { Avatar } from "../../ui/avatar.tsx"
import { Badge } from "../../ui/badge.tsx"
import { Card } from "../../ui/card.tsx"
import { nameInitials } from "./names.ts"
import * as styles from "./profile-summary.css.ts"

export interface ProfileSummaryProps {
  readonly name: string
  readonly bio: string | null
  /** "Friend" or "User". */
  readonly relationBadge: string
  /** Shown for other people's profiles only. */
  readonly visibilityBadge?: string
  readonly action?: ReactNode
}

export function ProfileSummary({ name, bio, relationBadge, visibilityBadge, action }: ProfileSummaryProps) {
  return (
    <Card>
      <div className={styles.summary}>
        <Avatar initials={nameInitials(name)} size="large" />
        <div className={styles.details}>
          <h2 className={styles.name}>{name}</h2>
          <div className={styles.badges}>
            <Badge>{relationBadge}</Badge>
            {visibilityBadge !== undefined && <Badge>{`Visibility: ${visibilityBadge}`}</Badge>}
          </div>
          <p className={styles.bio}>{bio !== null && bio.trim() !== "" ? bio : "No bio yet."}</p>
        </div>
        {action}
      </div>
    </Card>
  )
}
