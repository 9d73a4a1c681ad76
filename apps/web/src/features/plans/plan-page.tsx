/**
 * /plans/:id: one plan as its members see it: the meeting, the viewer's answer and ticket, tickets and
 * spares, the members, the maker's invitations, the thread, and leaving (a member) or deleting (the maker).
 * Anyone else meets the not-found page, as the API answers them 404.
 */
import { useNavigate, useParams } from "react-router"
import type { PlanDto } from "../../../../../domain/plans/contract.ts"
import { hasStatus } from "../../app/api-client.ts"
import { container } from "../../styles/layout.css.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { Link } from "../../ui/link.tsx"
import { Loading } from "../../ui/loading.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { useAuth } from "../accounts/auth-context.ts"
import { useErrorToast } from "../accounts/use-error-toast.ts"
import { formatConcertDate } from "../../lib/concert-date.ts"
import { concertPath } from "../../lib/concert-path.ts"
import { planStatusNotice } from "../../lib/concert-status.ts"
import { ConcertStatusBadge } from "../../lib/concert-status-badge.tsx"
import { showTimeSuffix } from "../../lib/show-time.ts"
import { toastFailure } from "../friends/failure.ts"
import { NotFoundPage } from "../not-found/not-found-page.tsx"
import { useDeletePlan } from "./api/delete-plan.ts"
import { usePlan } from "./api/plan.ts"
import { useRemovePlanMember } from "./api/remove-plan-member.ts"
import { MyAnswer, MyTicket } from "./my-part.tsx"
import { PlanDetails } from "./plan-details.tsx"
import { InviteFriends, PlanMembers } from "./plan-members.tsx"
import { PlanThread } from "./plan-thread.tsx"
import { PlanTickets, RequestsToMe } from "./plan-tickets.tsx"
import { memberOf, planName } from "./plan-view.ts"
import * as styles from "./plans.css.ts"

const documentTitle = "Plan — Soundcheck"

/** The maker deletes the plan; a member leaves it. Either way the plans list is where they land. */
function PlanExit({ plan, viewerId, isMaker }: { readonly plan: PlanDto; readonly viewerId: string; readonly isMaker: boolean }) {
  const navigate = useNavigate()
  const remove = useDeletePlan()
  const leave = useRemovePlanMember({ left: true })
  if (isMaker)
    return (
      <ConfirmDialog
        trigger={<Button variant="destructive">Delete plan</Button>}
        title="Delete plan"
        description="Delete this plan for everyone? Its members, their ticket details and its messages go. This action cannot be undone."
        confirmLabel="Delete plan"
        busyLabel="Deleting..."
        onConfirm={() =>
          remove.mutateAsync(plan.id).then(
            async () => {
              toast.success("Plan deleted")
              await navigate("/plans")
            },
            (error: unknown) => toastFailure("Failed to delete plan", error)
          )
        }
      />
    )
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">Leave plan</Button>}
      title="Leave plan"
      description="Leave this plan? You will no longer see it or its messages, unless the maker invites you again."
      confirmLabel="Leave plan"
      busyLabel="Leaving..."
      onConfirm={() =>
        leave.mutateAsync({ planId: plan.id, userId: viewerId }).then(
          async () => {
            toast.success("You left the plan")
            await navigate("/plans")
          },
          (error: unknown) => toastFailure("Failed to leave plan", error)
        )
      }
    />
  )
}

function PlanBody({ plan, viewerId }: { readonly plan: PlanDto; readonly viewerId: string }) {
  const me = memberOf(plan, viewerId)
  const isMaker = plan.makerId === viewerId
  const { concert } = plan
  const notice = planStatusNotice(concert.status)
  return (
    <>
      <PageHeading documentTitle={documentTitle}>{planName(plan)}</PageHeading>
      <p className={pageStyles.lead}>
        <Link href={concertPath(concert.id)}>{concert.artist}</Link> · {concert.venue} · {concert.city} ·{" "}
        <time dateTime={concert.date}>{formatConcertDate(concert.date)}</time>
        {showTimeSuffix(concert)}
      </p>
      {concert.status !== "scheduled" && (
        <p>
          <ConcertStatusBadge concert={concert} withChange />
        </p>
      )}
      {notice !== null && <p className={styles.notice}>{notice}</p>}
      <div className={pageStyles.actions}>
        <Link variant="secondary" href="/plans">
          All plans
        </Link>
        <PlanExit plan={plan} viewerId={viewerId} isMaker={isMaker} />
      </div>
      <PlanDetails plan={plan} isMaker={isMaker} />
      {me !== undefined && (
        <div className={styles.pair}>
          <MyAnswer plan={plan} me={me} />
          <MyTicket plan={plan} me={me} />
        </div>
      )}
      <RequestsToMe plan={plan} viewerId={viewerId} />
      <PlanTickets plan={plan} viewerId={viewerId} />
      <PlanMembers plan={plan} viewerId={viewerId} isMaker={isMaker} />
      {isMaker && <InviteFriends plan={plan} />}
      <PlanThread plan={plan} viewerId={viewerId} />
    </>
  )
}

export function PlanPage() {
  const { id: planId = "" } = useParams()
  const plan = usePlan(planId)
  const { user } = useAuth()
  // Not a member (or no such plan, or a malformed id): the API answers as if there were none.
  const notFound = hasStatus(plan.error, 404) || hasStatus(plan.error, 400)
  useErrorToast(plan.isError && !notFound, "Failed to load plan")
  if (notFound) return <NotFoundPage />
  return (
    <div className={`${container} ${pageStyles.page}`}>
      {plan.data === undefined || user === null ? (
        <>
          <PageHeading documentTitle={documentTitle}>Plan</PageHeading>
          {plan.isError ? <p role="alert">Failed to load plan</p> : <Loading />}
        </>
      ) : (
        <PlanBody plan={plan.data} viewerId={user.id} />
      )}
    </div>
  )
}
