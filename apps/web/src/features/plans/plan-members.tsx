/** The plan's members with their answer and ticket (the maker may remove anyone else), and the maker's invitations. */
import type { PlanDto, PlanMemberDto } from "../../../../../domain/plans/contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Avatar } from "../../ui/avatar.tsx"
import { Badge } from "../../ui/badge.tsx"
import { Button } from "../../ui/button.tsx"
import { Card } from "../../ui/card.tsx"
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx"
import { Link } from "../../ui/link.tsx"
import { Loading } from "../../ui/loading.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { nameInitials } from "../accounts/names.ts"
import { toastFailure } from "../friends/failure.ts"
import { FocusHome, useReturnFocus } from "../friends/focus-home.tsx"
import { useAddPlanMembers } from "./api/add-plan-members.ts"
import { usePlanSuggestions } from "./api/plan-suggestions.ts"
import { useRemovePlanMember } from "./api/remove-plan-member.ts"
import { answerLabel, ticketLine } from "./plan-view.ts"
import * as styles from "./plans.css.ts"

function RemoveMemberButton({ plan, member }: { readonly plan: PlanDto; readonly member: PlanMemberDto }) {
  const remove = useRemovePlanMember({ left: false })
  const returnFocus = useReturnFocus()
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" aria-label={`Remove ${member.name} from the plan`}>
          Remove
        </Button>
      }
      title="Remove from plan"
      description={`Remove ${member.name} from this plan? They will no longer see it or its messages. You can invite them again.`}
      confirmLabel="Remove"
      busyLabel="Removing..."
      onConfirm={() =>
        remove.mutateAsync({ planId: plan.id, userId: member.userId }).then(
          () => {
            toast.success(`${member.name} removed from the plan`)
            returnFocus()
          },
          (error: unknown) => toastFailure("Failed to remove member", error)
        )
      }
    />
  )
}

function MemberRow({
  plan,
  member,
  viewerId,
  isMaker
}: {
  readonly plan: PlanDto
  readonly member: PlanMemberDto
  readonly viewerId: string
  readonly isMaker: boolean
}) {
  const isMe = member.userId === viewerId
  return (
    <li className={styles.row}>
      <Avatar initials={nameInitials(member.name)} />
      <div className={styles.who}>
        <span className={styles.name}>
          <Link href={`/profile/${encodeURIComponent(member.userId)}`}>{member.name}</Link> {member.isMaker && <Badge>Maker</Badge>}{" "}
          {isMe && <Badge>You</Badge>}
        </span>
        <span>{member.answer === null ? "Invited, no answer yet" : answerLabel[member.answer]}</span>
        <span className={styles.meta}>{ticketLine(member)}</span>
      </div>
      {isMaker && !member.isMaker && <RemoveMemberButton plan={plan} member={member} />}
    </li>
  )
}

export function PlanMembers({ plan, viewerId, isMaker }: { readonly plan: PlanDto; readonly viewerId: string; readonly isMaker: boolean }) {
  return (
    <Card title={`Members (${plan.members.length})`}>
      <FocusHome>
        <ul className={styles.list} aria-label="Members">
          {plan.members.map((member) => (
            <MemberRow key={member.userId} plan={plan} member={member} viewerId={viewerId} isMaker={isMaker} />
          ))}
        </ul>
      </FocusHome>
    </Card>
  )
}

const statusLabel = { have_tickets: "Has tickets", interested: "Interested" } as const

function InviteButton({ planId, userId, name }: { readonly planId: string; readonly userId: string; readonly name: string }) {
  const add = useAddPlanMembers()
  const returnFocus = useReturnFocus()
  return (
    <Button
      variant="secondary"
      aria-label={`Invite ${name}`}
      isBusy={add.isPending}
      onPress={() =>
        add.mutate(
          { planId, userIds: [userId] },
          {
            onSuccess: () => {
              toast.success(`${name} invited to the plan`)
              returnFocus()
            },
            onError: (error) => toastFailure("Failed to invite", error)
          }
        )
      }
    >
      {add.isPending ? "Inviting..." : "Invite"}
    </Button>
  )
}

/** The maker's friends who are not members yet, those with tickets or interest first, each with an Invite button. */
export function InviteFriends({ plan }: { readonly plan: PlanDto }) {
  const suggestions = usePlanSuggestions(plan.id)
  const friends = suggestions.data?.friends ?? []
  return (
    <Card title="Invite friends">
      <FocusHome>
        {suggestions.isPending && <Loading />}
        {suggestions.isError && <p role="alert">Failed to load your friends</p>}
        {suggestions.data !== undefined &&
          (friends.length === 0 ? (
            <p className={pageStyles.muted}>
              No one left to invite: your friends are all in this plan. <Link href="/friends">Add friends</Link> to invite more.
            </p>
          ) : (
            <ul className={styles.list} aria-label="Friends to invite">
              {friends.map((friend) => (
                <li key={friend.userId} className={styles.row}>
                  <Avatar initials={nameInitials(friend.name)} />
                  <div className={styles.who}>
                    <span className={styles.name}>{friend.name}</span>
                    {friend.status !== null && <span className={styles.meta}>{statusLabel[friend.status]}</span>}
                  </div>
                  <InviteButton planId={plan.id} userId={friend.userId} name={friend.name} />
                </li>
              ))}
            </ul>
          ))}
      </FocusHome>
    </Card>
  )
}
