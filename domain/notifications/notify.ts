/**
 * Notifying, inside the caller's unit of work: a notification is stored (or restored, or skipped as a repeat)
 * and the recipient's bell hears of it; a new one is mailed when the recipient wants its kind by e-mail; a friend's tickets reach the friends the rules name, and undoing them
 * withdraws the unread news.
 */
import { Clock, Effect, Option } from "effect"
import { ProfileRepo } from "../accounts/profile-repo.ts"
import { UserRepo } from "../accounts/user-repo.ts"
import type { Concert } from "../concerts/concert.ts"
import { concertPagePath } from "../concerts/contract.ts"
import { displayNameOf } from "../concerts/discovery.ts"
import { InterestRepo } from "../concerts/interest-repo.ts"
import { AppConfig } from "../kernel/config.ts"
import { MailOutbox } from "../kernel/mail.ts"
import { Tokens } from "../kernel/tokens.ts"
import { toUsers } from "../live/events.ts"
import { LiveEvents } from "../live/live-events.ts"
import { isHiddenFrom } from "../safety/hidden.ts"
import { type NotificationData, type NotificationKind, notificationLink, notificationMail } from "./kinds.ts"
import { underMailCap } from "./mail-cap.ts"
import { NotificationRepo } from "./notification-repo.ts"
import { NotificationPreferences } from "./preferences.ts"
import { gotTickets, type InterestChange, ticketNewsRecipients, withdraws } from "./rules.ts"
import { issueUnsubscribeLink, unsubscribeHeaders } from "./unsubscribe.ts"

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
export const tellBells = (userIds: ReadonlyArray<string>) =>
  userIds.length === 0 ? Effect.void : LiveEvents.use((live) => live.publish(toUsers({ type: "notifications_changed" }, ...userIds)))

/**
 * The text of a notification's mail: its first line, its link, the page of its concert when the link is another page
 * (a plan's), and the link that turns its kind off.
 */
export const notificationMailText = (firstLine: string, publicUrl: string, link: string, concertId: string | null, unsubscribe: string): string => {
  const concert = concertId === null || link === concertPagePath(concertId) ? "" : `\n\nThe concert: ${publicUrl}${concertPagePath(concertId)}`
  return `${firstLine}\n\n${publicUrl}${link}${concert}\n\nTo stop these e-mails, unsubscribe: ${unsubscribe}\n`
}

/** News of the person's own account, mailed even while it is suspended or waiting to be purged (they cannot sign in to read it). */
const ACCOUNT_NEWS: ReadonlySet<NotificationKind> = new Set(["moderation_action", "data_export_ready"])

/** Whether the account is suspended at `now` or waiting to be purged (issues #29, #30): it gets no mail but its account's. */
const isAway = Effect.fnUntraced(function* (userId: string, now: number) {
  const users = yield* UserRepo
  return Option.isSome(yield* users.suspensionOf(userId, now)) || Option.isSome(yield* users.deletionRequestOf(userId))
})

/**
 * The mail of a new notification: its words for mail, its links and the link that turns its kind off, with RFC 8058's
 * headers. Nothing but account news reaches an account that is suspended or waiting to be purged.
 */
const mailNotification = Effect.fnUntraced(function* (recipientId: string, data: NotificationData, concertId: string | null, at: number) {
  if (!(yield* (yield* NotificationPreferences).wantsEmail(recipientId, data.kind))) return
  if (!ACCOUNT_NEWS.has(data.kind) && (yield* isAway(recipientId, at))) return
  const recipient = yield* (yield* UserRepo).findById(recipientId)
  if (Option.isNone(recipient) || !(yield* underMailCap(recipient.value.email))) return
  const { subject, firstLine } = notificationMail(data)
  const unsubscribe = yield* issueUnsubscribeLink(recipientId, data.kind)
  yield* (yield* MailOutbox).enqueue({
    to: recipient.value.email,
    subject,
    text: notificationMailText(firstLine, (yield* AppConfig).publicUrl, notificationLink(data, concertId), concertId, unsubscribe),
    headers: unsubscribeHeaders(unsubscribe),
    priority: "notification"
  })
})

/**
 * Adds the notification; when it was created or restored, the recipient's bell hears so, and a created one (never
 * a restored one) is mailed when its kind is wanted by e-mail. Answers what happened. Nobody is told of someone
 * hidden from them (a block either way, a suspended account: issue #29): that is skipped, whatever the kind, so
 * every fan-out (friend_has_tickets, ready_to_go, plan news, invitation_accepted, friend requests) obeys it.
 */
export const notify = Effect.fnUntraced(function* (input: NotifyInput) {
  if (input.actorId !== null && input.actorId !== input.recipientId && (yield* isHiddenFrom(input.recipientId, input.actorId))) return "skipped" as const
  const id = yield* (yield* Tokens).uuid
  const at = yield* Clock.currentTimeMillis
  const outcome = yield* (yield* NotificationRepo).add({ id, kind: input.data.kind, ...input, at })
  if (outcome !== "skipped") yield* tellBells([input.recipientId])
  if (outcome === "created") yield* mailNotification(input.recipientId, input.data, input.concertId, at)
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
 * ready_to_go news is withdrawn by its own rule (ready-to-go.ts), so `stillReadyToGo` does not matter here.
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
