/** The kinds of notification (issue #17): each one's text and link, pure functions of its data, and its mail default. */
import { Schema } from "effect"
import type { LocalDate } from "../kernel/local-date.ts"

export const NOTIFICATION_KINDS = [
  "friend_request_received",
  "friend_request_accepted",
  "invitation_accepted",
  "invite_request_reviewed",
  "friend_has_tickets",
  "ready_to_go"
] as const

export const NotificationKind = Schema.Literals(NOTIFICATION_KINDS)
export type NotificationKind = typeof NotificationKind.Type

/** What a notification says about a concert: enough for its text and its link. */
export interface ConcertFacts {
  readonly artist: string
  readonly venue: string
  readonly city: string
  readonly date: LocalDate
}

/** Each kind's data; `actorName` is already the shown name (`displayNameOf`). */
export type NotificationData =
  | { readonly kind: "friend_request_received"; readonly actorName: string }
  | { readonly kind: "friend_request_accepted"; readonly actorName: string }
  | { readonly kind: "invitation_accepted"; readonly actorName: string }
  | { readonly kind: "invite_request_reviewed"; readonly outcome: "approved" | "rejected"; readonly requestedCount: number }
  | { readonly kind: "friend_has_tickets"; readonly actorName: string; readonly concert: ConcertFacts }
  | { readonly kind: "ready_to_go"; readonly concert: ConcertFacts; readonly withTickets: number }

/** Spec §2: dates show as short weekday, month, day in en-US (a concert's day is a UTC calendar day). */
const dayFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" })

export const concertDay = (date: LocalDate): string => dayFormat.format(Date.parse(`${date}T00:00:00Z`))

const show = (c: ConcertFacts) => `${c.artist} at ${c.venue} on ${concertDay(c.date)}`

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export const notificationText = (data: NotificationData): string => {
  switch (data.kind) {
    case "friend_request_received":
      return `${data.actorName} sent you a friend request`
    case "friend_request_accepted":
      return `${data.actorName} accepted your friend request`
    case "invitation_accepted":
      return `${data.actorName} accepted your invitation and joined Soundcheck`
    case "invite_request_reviewed":
      return data.outcome === "approved"
        ? `Your request for ${plural(data.requestedCount, "invite", "invites")} was approved`
        : "Your request for more invites was not approved"
    case "friend_has_tickets":
      return `${data.actorName} has tickets to ${show(data.concert)}`
    case "ready_to_go":
      return `${show(data.concert)} is Ready to Go: ${plural(data.withTickets, "person", "people")} you know have tickets`
  }
}

/**
 * Where the thing is seen. The concerts page has no single-concert address, so a friend's tickets open it
 * filtered the way its address writes filters (`paramsFor`): friends' tickets in the concert's city.
 */
export const notificationLink = (data: NotificationData): string => {
  switch (data.kind) {
    case "friend_request_received":
      return "/friends?tab=requests"
    case "friend_request_accepted":
      return "/friends"
    case "invitation_accepted":
    case "invite_request_reviewed":
      return "/invite"
    case "friend_has_tickets":
      return `/concerts?friends=friends&activity=tickets&city=${encodeURIComponent(data.concert.city)}`
    case "ready_to_go":
      return "/dashboard"
  }
}

/**
 * Whether a kind may be mailed, and its preference until the person chooses (issue #17: in the app only / also
 * by e-mail). Every kind may be mailed; news a person acts on is mailed by default, an answer to their own
 * action (a request accepted) stays in the app until they ask.
 */
export const mailPolicy: Record<NotificationKind, { readonly mayBeMailed: boolean; readonly mailedByDefault: boolean }> = {
  friend_request_received: { mayBeMailed: true, mailedByDefault: true },
  friend_request_accepted: { mayBeMailed: true, mailedByDefault: false },
  invitation_accepted: { mayBeMailed: true, mailedByDefault: true },
  invite_request_reviewed: { mayBeMailed: true, mailedByDefault: true },
  friend_has_tickets: { mayBeMailed: true, mailedByDefault: true },
  ready_to_go: { mayBeMailed: true, mailedByDefault: true }
}
