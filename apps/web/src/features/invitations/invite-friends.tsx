/** /invite without an invitation link (spec section 2): the viewer's invites, and inviting a friend by e-mail. */
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Card } from "../../ui/card.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { Link } from "../../ui/link.tsx"
import { useInvitationsOverview } from "./api/invitations-overview.ts"
import { failureMessage } from "./failure.ts"
import { InviteForm } from "./invite-form.tsx"
import { InviteStats } from "./invite-stats.tsx"
import * as styles from "./invitations.css.ts"
import { OwnRequests } from "./own-requests.tsx"
import { RequestInvitesButton } from "./request-invites-button.tsx"

export function InviteFriends() {
  const overview = useInvitationsOverview()
  const count = overview.data?.inviteCount
  return (
    <div className={`${container} ${pageStyles.narrowPage}`}>
      <PageHeading documentTitle="Invite Friends — Soundcheck">Invite Friends</PageHeading>
      <p className={pageStyles.lead}>Soundcheck is invite-only. Each invitation uses one of your invites.</p>
      <Card title="Your Invites">
        <InviteStats inviteCount={count} totalSent={overview.data?.totalInvitesSent} />
        {overview.isError && <p role="alert">Failed to load your invites. {failureMessage(overview.error)}</p>}
        <OwnRequests />
      </Card>
      {count === 0 ? (
        <Card title="Out of Invites">
          <div className={styles.stack}>
            <p className={styles.warning}>You've used all your invites. You can request more!</p>
            <div>
              <RequestInvitesButton label="Request More Invites" />
            </div>
          </div>
        </Card>
      ) : (
        <Card title="Invite a Friend">
          <InviteForm inviteCount={count} />
        </Card>
      )}
      <div>
        <Link href="/dashboard" variant="secondary">
          Back to Dashboard
        </Link>
      </div>
    </div>
  )
}
