/**
 * Notifying, inside the caller's unit of work: a notification is stored (or restored, or skipped as a repeat)
 * and the recipient's bell hears of it; a friend's tickets reach the friends the rules name, and undoing them
 * withdraws the unread news.
 */
import { Clock, Effect, Option } from "effect"
import { ProfileRepo } from "../accounts/profile-repo.ts"
import type { Concert } from "../concerts/concert.ts"
import { displayNameOf } from "../concerts/discovery.ts"
import { InterestRepo } from "../concerts/interest-repo.ts"
import { Tokens } from "../kernel/tokens.ts"
import { toUsers } from "../live/events.ts"
import { LiveEvents } from "../live/live-events.ts"
import type { NotificationData } from "./kinds.ts"
import { NotificationRepo } from "./notification-repo.ts"
import { gotTickets, type InterestChange, ticketNewsRecipients, withdraws } from "./rules.ts"

/** What to notify: the recipient, who caused it and about which concert (null for kinds without one), and its data. */
export interface NotifyInput {
  readonly recipientId: string
  readonly actorId: string | null
  readonly concertId: string | null
  readonly data: NotificationData
  /** See rules.ts `NotificationSubject.subjectId`. */
  readonly subjectId?: string | undefined
}

/** Tells these users' bells that their notifications changed. */
const tellBells = (userIds: ReadonlyArray<string>) =>
  userIds.length === 0 ? Effect.void : LiveEvents.use((live) => live.publish(toUsers({ type: "notifications_changed" }, ...userIds)))

/** Adds the notification; when it was created or restored, the recipient's bell hears so. Answers what happened. */
export const notify = Effect.fnUntraced(function* (input: NotifyInput) {
  const id = yield* (yield* Tokens).uuid
  const at = yield* Clock.currentTimeMillis
  const outcome = yield* (yield* NotificationRepo).add({ id, kind: input.data.kind, ...input, at })
  if (outcome !== "skipped") yield* tellBells([input.recipientId])
  return outcome
})

/**
 * friend_has_tickets after one interest change: when the actor just got tickets, their friends the rules name
 * (`ticketNewsRecipients`) hear it — two reads (the actor's profile, their friends' status for the concert) and
 * one insert per recipient; when the actor no longer has tickets, the unread news of them is withdrawn — one
 * read, and one update when there is any. Any other change costs nothing.
 */
export const notifyTicketChange = Effect.fnUntraced(function* (change: InterestChange, concert: Concert) {
  if (gotTickets(change)) {
    const profile = yield* (yield* ProfileRepo).find(change.actorId)
    if (Option.isNone(profile)) return
    const friends = yield* (yield* InterestRepo).friendsInterestIn(change.actorId, concert.id)
    const candidates = friends.map((f) => ({ ...f, degree: 1 as const }))
    const recipients = ticketNewsRecipients(change, profile.value.concertVisibility, candidates)
    const actorName = displayNameOf(change.actorId, profile.value.displayName)
    const facts = { artist: concert.artist, venue: concert.venue, city: concert.city, date: concert.date }
    for (const recipientId of recipients) {
      yield* notify({ recipientId, actorId: change.actorId, concertId: concert.id, data: { kind: "friend_has_tickets", actorName, concert: facts } })
    }
  } else if (change.before === "has_tickets" && change.after !== "has_tickets") {
    yield* withdrawTicketNews(change)
  }
})

/**
 * Withdraws the unread friend_has_tickets news of the actor's tickets to the concert, and tells those bells.
 * ready_to_go is not notified yet, so it is left alone (`stillReadyToGo`).
 */
const withdrawTicketNews = Effect.fnUntraced(function* (change: InterestChange) {
  const repo = yield* NotificationRepo
  const later = { actorId: change.actorId, concertId: change.concertId, after: change.after, stillReadyToGo: true }
  const undone = (yield* repo.unreadAbout(change.actorId, change.concertId)).filter((n) => n.kind === "friend_has_tickets" && withdraws(n, later))
  if (undone.length === 0) return
  yield* repo.withdraw(
    undone.map((n) => n.id),
    yield* Clock.currentTimeMillis
  )
  yield* tellBells(undone.map((n) => n.recipientId))
})
