/**
 * Who is notified of what, pure: a friend's new tickets, a concert just become Ready to Go, at most one
 * notification per key and day, and withdrawal of unread news that an interest change undid. The visibility
 * and opportunity rules are the pages' own (`canSeeActivity`, `shownInterests`, `classifyOpportunity`), so a
 * notification never tells what the pages would not show.
 */
import type { Visibility } from "../accounts/contract.ts"
import { classifyOpportunity, type InterestFact, shownInterests } from "../concerts/discovery.ts"
import type { InterestStatus } from "../concerts/interest-repo.ts"
import { canSeeActivity, type Degree } from "../friends/degree.ts"
import { localDateFromMillis } from "../kernel/local-date.ts"
import { BATCHED_KINDS, type NotificationKind, ONCE_KINDS } from "./kinds.ts"

/** One person's change of interest in a concert; `before` null: they had none. */
export interface InterestChange {
  readonly actorId: string
  readonly concertId: string
  readonly before: InterestStatus | null
  readonly after: InterestStatus
}

/** Someone who might hear of the change: their degree from the actor and their own interest in the concert. */
export interface Candidate {
  readonly userId: string
  readonly degree: Degree
  readonly status: InterestStatus | null
}

/** The actor now has tickets, and had not before. */
export const gotTickets = (change: InterestChange): boolean => change.after === "has_tickets" && change.before !== "has_tickets"

const cares = (status: InterestStatus | null) => status === "interested" || status === "has_tickets"

/**
 * friend_has_tickets: the actor's friends (degree 1) who may see the actor's activity under the actor's
 * visibility and who are interested in or have tickets for the concert; nobody unless the actor just got tickets.
 */
export const ticketNewsRecipients = (change: InterestChange, actorVisibility: Visibility, candidates: ReadonlyArray<Candidate>): Array<string> =>
  gotTickets(change)
    ? candidates
        .filter((c) => c.userId !== change.actorId && c.degree === 1 && canSeeActivity(actorVisibility, c.degree) && cares(c.status))
        .map((c) => c.userId)
    : []

/** The dashboard's classification of a concert for a viewer: the people shown to them there (degrees 1–2). */
export const opportunityFor = (facts: ReadonlyArray<InterestFact>) => classifyOpportunity(shownInterests("friends_of_friends", facts).map((s) => s.status))

/** The facts of a concert from one viewer's side with the actor's change applied (the actor's row added if new). */
export const withChange = (facts: ReadonlyArray<InterestFact>, change: InterestChange, actor: Omit<InterestFact, "userId" | "status">): Array<InterestFact> => [
  ...facts.filter((f) => f.userId !== change.actorId),
  { ...actor, userId: change.actorId, status: change.after }
]

/** One recipient's view of a concert around a change: their own interest and the others' facts before and after. */
export interface RecipientView {
  readonly status: InterestStatus | null
  readonly before: ReadonlyArray<InterestFact>
  readonly after: ReadonlyArray<InterestFact>
}

/** ready_to_go: a concert the recipient is interested in was not Ready to Go for them, and now is. */
export const justBecameReadyToGo = (view: RecipientView): boolean =>
  view.status === "interested" && opportunityFor(view.before) !== "ready_to_go" && opportunityFor(view.after) === "ready_to_go"

/** What a notification is about; `concertId` and `actorId` are null for kinds that have none. */
export interface NotificationSubject {
  readonly kind: NotificationKind
  readonly recipientId: string
  readonly concertId: string | null
  readonly actorId: string | null
  readonly at: number
  /** What else tells two notifications apart (an invite request's id: two reviews in a day are two pieces of news). */
  readonly subjectId?: string | null | undefined
}

/**
 * At most one notification per key: kind, recipient, concert, actor and UTC day (and the subject, when it has one).
 * A batched kind (kinds.ts `BATCHED_KINDS`: a plan's new messages) and a kind told once (`ONCE_KINDS`: being added
 * to a plan) leave out the actor and the day: one per recipient and subject, whoever did it and whenever.
 */
export const notificationKey = (n: NotificationSubject): string =>
  BATCHED_KINDS.has(n.kind) || ONCE_KINDS.has(n.kind)
    ? [n.kind, n.recipientId, n.concertId ?? "", "", "", ...(n.subjectId ? [n.subjectId] : [])].join("|")
    : [n.kind, n.recipientId, n.concertId ?? "", n.actorId ?? "", localDateFromMillis(n.at), ...(n.subjectId ? [n.subjectId] : [])].join("|")

/** Keeps the first notification of each key, in order. */
export const dedupe = <N extends NotificationSubject>(notifications: ReadonlyArray<N>): Array<N> => {
  const seen = new Set<string>()
  return notifications.filter((n) => {
    const key = notificationKey(n)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** A stored notification as the rules see it. */
export interface StoredNotification extends NotificationSubject {
  readonly readAt: number | null
  readonly withdrawnAt: number | null
}

/**
 * What a new notification does when one with its key exists: nothing (it is there), or, when that one was
 * withdrawn, restore it unread (shown again, not mailed again: a fan flipping tickets on and off sends one mail).
 * A batched kind's read notification is renewed: replaced by the new one, unread, as news (so at most one unread
 * per key, and the next batch after reading is heard again).
 */
export const onRepeat = (existing: StoredNotification | undefined): "create" | "skip" | "restore" | "renew" =>
  existing === undefined
    ? "create"
    : existing.withdrawnAt !== null
      ? "restore"
      : BATCHED_KINDS.has(existing.kind) && existing.readAt !== null
        ? "renew"
        : "skip"

/** A later change by someone on a concert; `stillReadyToGo`: whether the concert is still Ready to Go for the recipient. */
export interface LaterChange {
  readonly actorId: string
  readonly concertId: string
  readonly after: InterestStatus
  readonly stillReadyToGo: boolean
}

/**
 * Undoing an interest before the notification is read withdraws it: only an unread, not yet withdrawn
 * notification about this actor's interest in this concert, and only when the change undoes what it told.
 */
export const withdraws = (n: StoredNotification, change: LaterChange): boolean => {
  if (n.readAt !== null || n.withdrawnAt !== null || n.actorId !== change.actorId || n.concertId !== change.concertId) return false
  switch (n.kind) {
    case "friend_has_tickets":
      return change.after !== "has_tickets"
    case "ready_to_go":
      return !change.stillReadyToGo
    default:
      return false
  }
}
