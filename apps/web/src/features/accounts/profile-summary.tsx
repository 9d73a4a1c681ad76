/** A profile's head: avatar, name, badges, bio, the one action button (spec section 2, Profile) and, on others', Block and Report. */
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
  /** Under the action, quieter: Block and Report on another person's profile (issue #29). */
  readonly safetyActions?: ReactNode
}

export function ProfileSummary({ name, bio, relationBadge, visibilityBadge, action, safetyActions }: ProfileSummaryProps) {
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
        {safetyActions === undefined ? (
          action
        ) : (
          <div className={styles.actions}>
            {action}
            <div className={styles.safetyActions}>{safetyActions}</div>
          </div>
        )}
      </div>
    </Card>
  )
}
