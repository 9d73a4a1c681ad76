/** The two cards under a profile: Favorite Artists (a placeholder) and Concert Activity. */
import * as pageStyles from "../../styles/page.css.ts"
import { Card } from "../../ui/card.tsx"
import { ConcertActivityCard } from "../friends/concert-activity-card.tsx"

export function ProfileCards({ userId }: { readonly userId: string }) {
  return (
    <div className={pageStyles.grid}>
      <Card title="Favorite Artists">
        <p className={pageStyles.muted}>Favorite artists are coming soon.</p>
      </Card>
      <ConcertActivityCard userId={userId} />
    </div>
  )
}
