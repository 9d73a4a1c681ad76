/** The concert page's plans: the viewer's plans for this concert (from their plans list) and Make a plan. */
import { Card } from "../../ui/card.tsx"
import { Link } from "../../ui/link.tsx"
import { Loading } from "../../ui/loading.tsx"
import * as pageStyles from "../../styles/page.css.ts"
import { usePlans } from "../plans/api/plans.ts"
import { MakePlanButton } from "../plans/make-plan-button.tsx"
import { answerLabel, isPlannable, planName } from "../plans/plan-view.ts"
import * as styles from "./concert-page.css.ts"

export interface ConcertPlansProps {
  readonly concertId: string
  readonly artist: string
  readonly date: string
  /** False when the concert will not happen on its day (cancelled, postponed): no new plans. */
  readonly canPlan?: boolean
}

function PlansOfConcert({ concertId }: { readonly concertId: string }) {
  const plans = usePlans()
  if (plans.isPending) return <Loading />
  if (plans.isError) return <p role="alert">Failed to load plans</p>
  const mine = plans.data.plans.filter((plan) => plan.concert.id === concertId)
  if (mine.length === 0) return <p className={pageStyles.muted}>You have no plans for this concert yet.</p>
  return (
    <ul className={styles.list} aria-label="Your plans for this concert">
      {mine.map((plan) => (
        <li key={plan.id} className={styles.item}>
          <Link href={`/plans/${encodeURIComponent(plan.id)}`}>{planName(plan)}</Link>
          <span className={styles.meta}>
            {plan.goingCount} going · {plan.answer === null ? "You haven't answered yet" : `You: ${answerLabel[plan.answer]}`}
          </span>
        </li>
      ))}
    </ul>
  )
}

export function ConcertPlans({ concertId, artist, date, canPlan = true }: ConcertPlansProps) {
  return (
    <Card title="Your plans">
      <PlansOfConcert concertId={concertId} />
      {isPlannable(date) && canPlan && (
        <div className={pageStyles.actions}>
          <MakePlanButton concertId={concertId} artist={artist} />
        </div>
      )}
    </Card>
  )
}
