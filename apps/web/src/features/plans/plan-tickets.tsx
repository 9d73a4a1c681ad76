/**
 * Tickets in a plan: who still needs one, who has spares (with "I'll take a spare" next to each holder the
 * viewer may ask), the requests for the viewer's spares to accept or decline, and how the viewer's asks went.
 */
import { useId, useState } from "react"
import type { PlanDto, PlanMemberDto, SpareRequestDto } from "../../../../../domain/plans/contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Card } from "../../ui/card.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { toastFailure } from "../friends/failure.ts"
import { FocusHome, useReturnFocus } from "../friends/focus-home.tsx"
import { useAnswerSpareRequest, useRequestSpare } from "./api/spare-requests.ts"
import { myAnsweredRequests, nameOf, requestsToMe, spareActionFor, sparesLabel, stillNeedTicket, withSpares } from "./plan-view.ts"
import * as styles from "./plans.css.ts"

function SpareAction({ plan, viewerId, holder }: { readonly plan: PlanDto; readonly viewerId: string; readonly holder: PlanMemberDto }) {
  const ask = useRequestSpare()
  const returnFocus = useReturnFocus()
  const action = spareActionFor(plan, viewerId, holder)
  if (action === "requested") return <span className={styles.meta}>Spare requested</span>
  if (action === "none") return null
  return (
    <Button
      variant="secondary"
      aria-label={`I'll take a spare from ${holder.name}`}
      isBusy={ask.isPending}
      onPress={() =>
        ask.mutate(
          { planId: plan.id, holderId: holder.userId },
          {
            onSuccess: () => {
              toast.success(`Asked ${holder.name} for a spare`)
              returnFocus()
            },
            onError: (error) => toastFailure("Failed to ask for a spare", error)
          }
        )
      }
    >
      {ask.isPending ? "Asking..." : "I'll take a spare"}
    </Button>
  )
}

export function PlanTickets({ plan, viewerId }: { readonly plan: PlanDto; readonly viewerId: string }) {
  const needing = stillNeedTicket(plan)
  const holders = withSpares(plan)
  const answered = myAnsweredRequests(plan, viewerId)
  const needsId = useId()
  const sparesId = useId()
  return (
    <Card title="Tickets">
      <FocusHome>
        <section aria-labelledby={needsId} className={styles.who}>
          <h3 id={needsId} className={styles.name}>
            Who still needs a ticket
          </h3>
          <p className={needing.length === 0 ? pageStyles.muted : undefined}>
            {needing.length === 0 ? "No one, as far as the members have said." : needing.map((member) => member.name).join(", ")}
          </p>
        </section>
        <section aria-labelledby={sparesId} className={styles.who}>
          <h3 id={sparesId} className={styles.name}>
            Who has spares
          </h3>
          {holders.length === 0 ? (
            <p className={pageStyles.muted}>No spare tickets right now.</p>
          ) : (
            <ul className={styles.list} aria-label="Members with spare tickets">
              {holders.map((holder) => (
                <li key={holder.userId} className={styles.row}>
                  <div className={styles.who}>
                    <span className={styles.name}>{holder.name}</span>
                    <span className={styles.meta}>
                      {sparesLabel(holder.spares)}
                      {holder.ticketNote === null ? "" : ` · ${holder.ticketNote}`}
                    </span>
                  </div>
                  <SpareAction plan={plan} viewerId={viewerId} holder={holder} />
                </li>
              ))}
            </ul>
          )}
        </section>
        {answered.length > 0 && (
          <ul className={styles.list} aria-label="Your spare requests">
            {answered.map((request) => (
              <li key={request.id} className={styles.meta}>
                {nameOf(plan, request.holderId)} {request.status === "accepted" ? "gave you a spare ticket." : "couldn't give you a spare."}
              </li>
            ))}
          </ul>
        )}
      </FocusHome>
    </Card>
  )
}

function RequestRow({ plan, request }: { readonly plan: PlanDto; readonly request: SpareRequestDto }) {
  const answer = useAnswerSpareRequest()
  const returnFocus = useReturnFocus()
  const name = nameOf(plan, request.requesterId)
  const decide = (decision: "accept" | "decline") =>
    answer.mutate(
      { planId: plan.id, requestId: request.id, decision },
      {
        onSuccess: () => {
          toast.success(decision === "accept" ? `Spare ticket given to ${name}` : "Request declined")
          returnFocus()
        },
        onError: (error) => toastFailure("Failed to answer the request", error)
      }
    )
  const busy = answer.isPending ? answer.variables.decision : null
  return (
    <li className={styles.row}>
      <span className={styles.who}>{name} would like one of your spare tickets.</span>
      <div className={styles.actions}>
        <Button aria-label={`Accept ${name}'s request`} isBusy={busy !== null} onPress={() => decide("accept")}>
          {busy === "accept" ? "Accepting..." : "Accept"}
        </Button>
        <Button variant="secondary" aria-label={`Decline ${name}'s request`} isBusy={busy !== null} onPress={() => decide("decline")}>
          {busy === "decline" ? "Declining..." : "Decline"}
        </Button>
      </div>
    </li>
  )
}

/**
 * Shown once someone waits for the viewer's answer, and kept for the visit after the last is answered, so
 * focus has somewhere to go and the viewer sees the list is done.
 */
export function RequestsToMe({ plan, viewerId }: { readonly plan: PlanDto; readonly viewerId: string }) {
  const requests = requestsToMe(plan, viewerId)
  const [shown, setShown] = useState(false)
  if (requests.length > 0 && !shown) setShown(true)
  if (!shown && requests.length === 0) return null
  return (
    <Card title="Requests for your spares">
      <FocusHome>
        {requests.length === 0 ? (
          <p className={pageStyles.muted}>No requests waiting for your answer.</p>
        ) : (
          <ul className={styles.list} aria-label="Requests for your spares">
            {requests.map((request) => (
              <RequestRow key={request.id} plan={plan} request={request} />
            ))}
          </ul>
        )}
      </FocusHome>
    </Card>
  )
}
