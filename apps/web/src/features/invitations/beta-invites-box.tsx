/**
 * The friends page's Beta Invites box (spec section 2): invites remaining, total sent, Request More (off
 * above 10 with "You have plenty of invites!"), a warning at 0, and the state of the viewer's requests.
 */
import * as pageStyles from "../../styles/page.css.ts"
import { Card } from "../../ui/card.tsx"
import { Link } from "../../ui/link.tsx"
import { useInvitationsOverview } from "./api/invitations-overview.ts"
import { InviteStats } from "./invite-stats.tsx"
import * as styles from "./invitations.css.ts"
import { OwnRequests } from "./own-requests.tsx"
import { RequestInvitesButton } from "./request-invites-button.tsx"

/** Spec section 9: Request More is disabled when invite_count is above 10. */
const plentyAbove = 10

export function BetaInvitesBox() {
  const overview = useInvitationsOverview()
  const count = overview.data?.inviteCount
  return (
    <Card title="Beta Invites">
      <div className={styles.stack}>
        <InviteStats inviteCount={count} totalSent={overview.data?.totalInvitesSent} />
        {overview.isError && <p role="alert">Failed to load your invites</p>}
        {count === 0 && <p className={styles.warning}>You're out of invites. Request more to invite friends who aren't on Soundcheck yet.</p>}
        {count !== undefined && count > plentyAbove && <p className={pageStyles.muted}>You have plenty of invites!</p>}
        <div className={pageStyles.actions}>
          <RequestInvitesButton label="Request More" isDisabled={count === undefined || count > plentyAbove} />
          <Link href="/invite" variant="ghost">
            Invite by email
          </Link>
        </div>
        <OwnRequests />
      </div>
    </Card>
  )
}
