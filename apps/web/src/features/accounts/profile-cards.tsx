/** The two cards under a profile: Favorite Artists (a placeholder) and Concert Activity. */
import * as pageStyles from "../../styles/page.css.ts"
import { Card } from "../../ui/card.tsx"

export function ProfileCards() {
  return (
    <div className={pageStyles.grid}>
      <Card title="Favorite Artists">
        <p className={pageStyles.muted}>Favorite artists are coming soon.</p>
      </Card>
      <Card title="Concert Activity">
        <p className={pageStyles.muted}>No concert activity yet.</p>
      </Card>
    </div>
  )
}
