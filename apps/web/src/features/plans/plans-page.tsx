/** /plans: the viewer's plans whose concert is today or later, soonest concert first, and how to make one. */
import type { PlanSummaryDto } from "../../../../../domain/plans/contract.ts"
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Card } from "../../ui/card.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { Link } from "../../ui/link.tsx"
import { Loading } from "../../ui/loading.tsx"
import { useErrorToast } from "../accounts/use-error-toast.ts"
import { formatConcertDate } from "../../lib/concert-date.ts"
import { concertPath } from "../../lib/concert-path.ts"
import { ConcertStatusBadge } from "../../lib/concert-status-badge.tsx"
import { showTimeSuffix } from "../../lib/show-time.ts"
import { usePlans } from "./api/plans.ts"
import { describeMeetAt } from "./meet-time.ts"
import { answerLabel, planName } from "./plan-view.ts"
import * as styles from "./plans.css.ts"

const countLine = ({ memberCount, goingCount }: PlanSummaryDto): string => `${memberCount === 1 ? "1 member" : `${memberCount} members`}, ${goingCount} going`

const meetingLine = (plan: PlanSummaryDto): string => {
  const when = plan.meetAt === null ? null : describeMeetAt(plan.concert.date, plan.meetAt)
  if (plan.meetPlace === null && when === null) return "No meeting set yet"
  return `Meet ${[plan.meetPlace, when].filter((part) => part !== null).join(", ")}`
}

function PlanItem({ plan }: { readonly plan: PlanSummaryDto }) {
  const { concert } = plan
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <span className={styles.name}>
          <Link href={`/plans/${encodeURIComponent(plan.id)}`}>{planName(plan)}</Link> <ConcertStatusBadge concert={concert} />
        </span>
        <span className={styles.meta}>
          <Link href={concertPath(concert.id)}>{concert.artist}</Link> · {concert.venue} · {concert.city} ·{" "}
          <time dateTime={concert.date}>{formatConcertDate(concert.date)}</time>
          {showTimeSuffix(concert)}
        </span>
        <span className={styles.meta}>{meetingLine(plan)}</span>
      </div>
      <div className={styles.who}>
        <span>{countLine(plan)}</span>
        <span className={styles.meta}>{plan.answer === null ? "You haven't answered yet" : `You: ${answerLabel[plan.answer]}`}</span>
      </div>
    </li>
  )
}

export function PlansPage() {
  const plans = usePlans()
  useErrorToast(plans.isError, "Failed to load plans")
  return (
    <div className={`${container} ${pageStyles.page}`}>
      <PageHeading documentTitle="Plans — Soundcheck">Plans</PageHeading>
      <p className={pageStyles.lead}>Nights out with friends: who's going, who has tickets, and where you meet.</p>
      {plans.isPending && <Loading />}
      {plans.isError && <p role="alert">Failed to load plans</p>}
      {plans.data !== undefined &&
        (plans.data.plans.length === 0 ? (
          <Card title="No plans yet">
            <p className={pageStyles.muted}>
              Make a plan from a concert on the Concerts page, or from a group opportunity on your dashboard, then invite your friends.
            </p>
            <div className={pageStyles.actions}>
              <Link variant="primary" href="/concerts">
                Browse Concerts
              </Link>
            </div>
          </Card>
        ) : (
          <ul className={styles.list} aria-label="Your plans">
            {plans.data.plans.map((plan) => (
              <PlanItem key={plan.id} plan={plan} />
            ))}
          </ul>
        ))}
    </div>
  )
}
