/**
 * ready_to_go after one interest change, inside the caller's unit of work: the interested people near the actor
 * for whom the concert just became Ready to Go hear it, and undoing it withdraws their unread news.
 */
import { Clock, Effect, Option } from "effect"
import type { Visibility } from "../accounts/contract.ts"
import { ProfileRepo } from "../accounts/profile-repo.ts"
import type { Concert } from "../concerts/concert.ts"
import { type InterestFact, shownInterests } from "../concerts/discovery.ts"
import { type InterestedNearby, InterestRepo } from "../concerts/interest-repo.ts"
import { hiddenNow } from "../safety/hidden.ts"
import { NotificationRepo } from "./notification-repo.ts"
import { notify, tellBells } from "./notify.ts"
import { type InterestChange, justBecameReadyToGo, opportunityFor, type RecipientView, withChange, withdraws } from "./rules.ts"

/**
 * At most this many people (the first by id) hear that one change made a concert Ready to Go, or have that news
 * withdrawn: it bounds the work of one click; beyond it, a very popular concert's news is left out.
 */
export const READY_TO_GO_CANDIDATES = 200

/**
 * Ticket holders read per candidate: Ready to Go needs 2, and one change moves one person, so a concert just
 * became (or stopped being) Ready to Go for someone only when they are shown exactly one other holder.
 */
const HOLDERS_READ = 2

/** Whether the change moves the actor into or out of holding tickets: only then can Ready to Go change for anyone. */
const movesTickets = (change: InterestChange) => (change.before === "has_tickets") !== (change.after === "has_tickets")

/** One candidate's view around the change: the holders they are shown, with the actor's row before and after. */
const viewOf = (change: InterestChange, near: InterestedNearby, actor: Omit<InterestFact, "userId" | "status">): RecipientView => ({
  status: "interested",
  before: change.before === null ? near.ticketHolders : withChange(near.ticketHolders, { ...change, after: change.before }, actor),
  after: withChange(near.ticketHolders, change, actor)
})

const ticketsShown = (facts: ReadonlyArray<InterestFact>) => shownInterests("friends_of_friends", facts).filter((s) => s.status === "has_tickets").length

/**
 * The actor's tickets, got or given up, are the only changes that can move a concert into or out of Ready to Go;
 * any other change costs nothing. Otherwise: the actor's profile (one read; a private actor is shown to nobody, so
 * nothing follows), then either one `interestedNear` (got tickets: the people the actor is shown to, up to
 * READY_TO_GO_CANDIDATES) and, per recipient, one read of who is hidden from them and one insert, or one read of the
 * unread news about the actor and, only when some of it is ready_to_go, one `interestedNear`, one read per such
 * recipient and one update.
 */
export const notifyReadyToGo = Effect.fnUntraced(function* (change: InterestChange, concert: Concert) {
  // A cancelled concert is Ready to Go for nobody (issue #31): nothing to tell, nor to withdraw (its news went with the notice).
  if (!movesTickets(change) || concert.status === "cancelled") return
  const profile = yield* (yield* ProfileRepo).find(change.actorId)
  if (Option.isNone(profile) || profile.value.concertVisibility === "private") return
  const visibility = profile.value.concertVisibility
  const now = yield* Clock.currentTimeMillis
  const nearby = (degree: 1 | 2) =>
    InterestRepo.use((repo) => repo.interestedNear(change.actorId, concert.id, { degree, people: READY_TO_GO_CANDIDATES, holders: HOLDERS_READ }, now))
  const actorFrom = (near: InterestedNearby) => ({ degree: near.degree, visibility, displayName: profile.value.displayName })
  if (change.after === "has_tickets") {
    const facts = { artist: concert.artist, venue: concert.venue, city: concert.city, date: concert.date }
    for (const near of yield* nearby(reach(visibility))) {
      // One more read, only for those about to be told (notify skips a candidate the actor is hidden from).
      if (!justBecameReadyToGo(viewOf(change, near, actorFrom(near)))) continue
      const view = viewOf(change, yield* withoutHidden(near), actorFrom(near))
      if (!justBecameReadyToGo(view)) continue
      const data = { kind: "ready_to_go" as const, concert: facts, withTickets: ticketsShown(view.after) }
      yield* notify({ recipientId: near.userId, actorId: change.actorId, concertId: concert.id, data })
    }
  } else {
    yield* withdrawReadyToGo(change, nearby(reach(visibility)), actorFrom)
  }
})

/** The candidate's ticket holders without those hidden from them (issue #29): Ready to Go and its count as they see it. */
const withoutHidden = Effect.fnUntraced(function* (near: InterestedNearby) {
  const hidden = yield* hiddenNow(near.userId)
  return { ...near, ticketHolders: near.ticketHolders.filter((h) => !hidden.has(h.userId)) } satisfies InterestedNearby
})

/** How far from the actor someone may see the actor's activity, within the dashboard's circle. */
const reach = (visibility: Exclude<Visibility, "private">): 1 | 2 => (visibility === "friends_only" ? 1 : 2)

/**
 * Withdraws the unread ready_to_go news that the actor's tickets caused, for the recipients for whom the concert
 * is no longer Ready to Go. A recipient no longer among the interested people near the actor (their own status
 * changed, or beyond the cap) keeps theirs: their view is not read, and news is withdrawn only when known undone.
 */
const withdrawReadyToGo = Effect.fnUntraced(function* (
  change: InterestChange,
  nearby: Effect.Effect<ReadonlyArray<InterestedNearby>, never, InterestRepo>,
  actorFrom: (near: InterestedNearby) => Omit<InterestFact, "userId" | "status">
) {
  const repo = yield* NotificationRepo
  const unread = (yield* repo.unreadAbout(change.actorId, change.concertId)).filter((n) => n.kind === "ready_to_go")
  if (unread.length === 0) return
  const near = new Map((yield* nearby).map((n) => [n.userId, n]))
  const undone: Array<(typeof unread)[number]> = []
  for (const n of unread) {
    const found = near.get(n.recipientId)
    if (found === undefined) continue
    const view = viewOf(change, yield* withoutHidden(found), actorFrom(found))
    const later = { actorId: change.actorId, concertId: change.concertId, after: change.after, stillReadyToGo: opportunityFor(view.after) === "ready_to_go" }
    if (withdraws(n, later)) undone.push(n)
  }
  if (undone.length === 0) return
  yield* repo.withdraw(
    undone.map((n) => n.id),
    yield* Clock.currentTimeMillis
  )
  yield* tellBells(undone.map((n) => n.recipientId))
})
