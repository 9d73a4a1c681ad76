/** The kinds of notification (issues #17 and #22): each one's text and link, pure functions of its data, and its mail default. */
import { Schema } from "effect"
import { concertPagePath } from "../concerts/contract.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import { quotedName, quotedText } from "../kernel/mail-text.ts"
import { longDate } from "../moderation/rules.ts"

export const NOTIFICATION_KINDS = [
  "friend_request_received",
  "friend_request_accepted",
  "invitation_accepted",
  "invite_request_reviewed",
  "friend_has_tickets",
  "ready_to_go",
  "plan_invited",
  "plan_meeting_changed",
  "plan_spare_offered",
  "plan_spare_requested",
  "plan_spare_answered",
  "plan_message",
  "suggestion_reviewed",
  "report_resolved",
  "moderation_action",
  "data_export_ready"
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

/** What a notification says about a plan (issue #22): its id for the link, its title when it has one, its concert. */
export interface PlanFacts {
  readonly planId: string
  readonly title: string | null
  readonly concert: ConcertFacts
}

/** What a moderator did to a person's account or writing (issue #29): the person is told what and why, never by whom. */
export type ModerationNews =
  | { readonly action: "remove_message" | "clear_display_name" | "clear_bio" | "revoke_invites"; readonly reason: string }
  | { readonly action: "suspend"; readonly reason: string; readonly until: number | null }
  | { readonly action: "lift_suspension" | "restore_invites" }

/** Each kind's data; `actorName` is already the shown name (`displayNameOf`). */
export type NotificationData =
  | { readonly kind: "friend_request_received"; readonly actorName: string }
  | { readonly kind: "friend_request_accepted"; readonly actorName: string }
  | { readonly kind: "invitation_accepted"; readonly actorName: string }
  | { readonly kind: "invite_request_reviewed"; readonly outcome: "approved" | "rejected"; readonly requestedCount: number }
  | { readonly kind: "friend_has_tickets"; readonly actorName: string; readonly concert: ConcertFacts }
  | { readonly kind: "ready_to_go"; readonly concert: ConcertFacts; readonly withTickets: number }
  | { readonly kind: "plan_invited"; readonly actorName: string; readonly plan: PlanFacts }
  | { readonly kind: "plan_meeting_changed"; readonly actorName: string; readonly plan: PlanFacts }
  | { readonly kind: "plan_spare_offered"; readonly actorName: string; readonly plan: PlanFacts }
  | { readonly kind: "plan_spare_requested"; readonly actorName: string; readonly plan: PlanFacts }
  | { readonly kind: "plan_spare_answered"; readonly actorName: string; readonly plan: PlanFacts; readonly outcome: "accepted" | "declined" }
  | { readonly kind: "plan_message"; readonly plan: PlanFacts }
  /** A fan's suggested concert was decided (issue #29): never by whom; a rejection says why. */
  | {
      readonly kind: "suggestion_reviewed"
      readonly outcome: "approved" | "rejected" | "merged"
      readonly concert: ConcertFacts
      readonly reason: string | null
    }
  /** A report was resolved (issue #29): its reporter hears the outcome, never who decided nor whom it was about. */
  | {
      readonly kind: "report_resolved"
      readonly targetType: "profile" | "plan_message" | "concert"
      readonly outcome: "actioned" | "dismissed"
      /** The reported concert as it was reported; null for the other targets. */
      readonly concert: ConcertFacts | null
    }
  | ({ readonly kind: "moderation_action" } & ModerationNews)
  /** The person's data export (issue #30) is ready to download from /settings. */
  | { readonly kind: "data_export_ready" }

/** Spec §2: dates show as short weekday, month, day in en-US (a concert's day is a UTC calendar day). */
const dayFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" })

export const concertDay = (date: LocalDate): string => dayFormat.format(Date.parse(`${date}T00:00:00Z`))

/**
 * How a notification words what people wrote: in the app as written (the page escapes it, a plan's title between
 * straight quotes); in mail as quotations of one line (kernel/mail-text.ts), so no name, title or artist writes a
 * line of the mail or passes for Soundcheck's words.
 */
interface Wording {
  readonly person: (name: string) => string
  readonly title: (title: string) => string
  readonly fact: (text: string) => string
}

const inApp: Wording = { person: (name) => name, title: (title) => `"${title}"`, fact: (text) => text }
const inMail: Wording = { person: quotedName, title: quotedText, fact: quotedText }

const show = (c: ConcertFacts, w: Wording) => `${w.fact(c.artist)} at ${w.fact(c.venue)} on ${concertDay(c.date)}`

/** A plan as its notifications name it: its title and concert, or the concert alone. */
const planShown = (p: PlanFacts, w: Wording) => (p.title === null ? `the plan for ${show(p.concert, w)}` : `${w.title(p.title)} (${show(p.concert, w)})`)

/** The suggest page, where a fan sees their suggestions and their state. */
const SUGGESTIONS_PAGE = "/concerts/suggest"

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** What a report was about, as its reporter is told of the outcome: never the name of a person. */
const reported = (data: Extract<NotificationData, { kind: "report_resolved" }>, w: Wording) =>
  data.targetType === "profile" ? "a profile" : data.targetType === "plan_message" ? "a message" : data.concert === null ? "a concert" : show(data.concert, w)

/** A moderator's action in the words of the person acted on; the reason is the moderator's, as written. */
const moderation = (news: ModerationNews, w: Wording) => {
  switch (news.action) {
    case "remove_message":
      return `A moderator removed your message: ${w.fact(news.reason)}`
    case "clear_display_name":
      return `A moderator cleared your display name: ${w.fact(news.reason)}`
    case "clear_bio":
      return `A moderator cleared your bio: ${w.fact(news.reason)}`
    case "suspend":
      return `A moderator suspended your account${news.until === null ? "" : ` until ${longDate(news.until)}`}: ${w.fact(news.reason)}`
    case "revoke_invites":
      return `A moderator revoked your invitations: ${w.fact(news.reason)}`
    case "lift_suspension":
      return "The suspension of your account was lifted"
    case "restore_invites":
      return "Your invitations were restored: you may send and request invitations again"
  }
}

const worded = (data: NotificationData, w: Wording): string => {
  switch (data.kind) {
    case "friend_request_received":
      return `${w.person(data.actorName)} sent you a friend request`
    case "friend_request_accepted":
      return `${w.person(data.actorName)} accepted your friend request`
    case "invitation_accepted":
      return `${w.person(data.actorName)} accepted your invitation and joined Soundcheck`
    case "invite_request_reviewed":
      return data.outcome === "approved"
        ? `Your request for ${plural(data.requestedCount, "invite", "invites")} was approved`
        : "Your request for more invites was not approved"
    case "friend_has_tickets":
      return `${w.person(data.actorName)} has tickets to ${show(data.concert, w)}`
    case "ready_to_go":
      return `${show(data.concert, w)} is Ready to Go: ${plural(data.withTickets, "person", "people")} you know have tickets`
    case "plan_invited":
      return `${w.person(data.actorName)} added you to ${planShown(data.plan, w)}`
    case "plan_meeting_changed":
      return `${w.person(data.actorName)} changed where or when to meet in ${planShown(data.plan, w)}`
    case "plan_spare_offered":
      return `${w.person(data.actorName)} has a spare ticket in ${planShown(data.plan, w)}`
    case "plan_spare_requested":
      return `${w.person(data.actorName)} asked you for a spare ticket in ${planShown(data.plan, w)}`
    case "plan_spare_answered":
      return data.outcome === "accepted"
        ? `${w.person(data.actorName)} gave you a spare ticket in ${planShown(data.plan, w)}`
        : `${w.person(data.actorName)} has no spare ticket for you in ${planShown(data.plan, w)}`
    case "plan_message":
      return `New messages in ${planShown(data.plan, w)}`
    case "suggestion_reviewed": {
      const suggested = `Your suggested concert ${show(data.concert, w)}`
      if (data.outcome === "approved") return `${suggested} was approved`
      if (data.outcome === "merged") return `${suggested} was already in Soundcheck`
      return data.reason === null ? `${suggested} was not added` : `${suggested} was not added: ${w.fact(data.reason)}`
    }
    case "report_resolved":
      return `Your report about ${reported(data, w)} was reviewed: ${data.outcome === "actioned" ? "action was taken" : "no action was needed"}.`
    case "moderation_action":
      return moderation(data, w)
    case "data_export_ready":
      return "Your data is ready to download."
  }
}

/** The notification's text in the app (the bell, the notifications page). */
export const notificationText = (data: NotificationData): string => worded(data, inApp)

/**
 * The notification's mail: a subject that opens with Soundcheck's name, and a first line that opens with
 * Soundcheck's words ("A Soundcheck member whose display name is “…”" for news of a person, as the invitation
 * says it), whatever the names, titles and artists in it say.
 */
export const notificationMail = (data: NotificationData): { readonly subject: string; readonly firstLine: string } => {
  const said = worded(data, inMail)
  return { subject: `Soundcheck: ${said}`, firstLine: "actorName" in data ? `A Soundcheck member whose display name is ${said}` : `Soundcheck: ${said}` }
}

/**
 * Where the thing is seen: news of one concert opens its page (`concertId`, the notification's concert), news of a
 * plan the plan's page.
 */
export const notificationLink = (data: NotificationData, concertId: string | null): string => {
  switch (data.kind) {
    case "friend_request_received":
      return "/friends?tab=requests"
    case "friend_request_accepted":
      return "/friends"
    case "invitation_accepted":
    case "invite_request_reviewed":
      return "/invite"
    case "friend_has_tickets":
    case "ready_to_go":
      // Stored with their concert (notify.ts); one without would be data from before, which the dashboard shows.
      return concertId === null ? "/dashboard" : concertPagePath(concertId)
    case "plan_invited":
    case "plan_meeting_changed":
    case "plan_spare_offered":
    case "plan_spare_requested":
    case "plan_spare_answered":
    case "plan_message":
      return `/plans/${encodeURIComponent(data.plan.planId)}`
    case "suggestion_reviewed":
      // An approved or merged suggestion is the concert's page; a rejected one the suggester's list of suggestions.
      return concertId === null ? SUGGESTIONS_PAGE : concertPagePath(concertId)
    case "report_resolved":
      return concertId === null ? "/notifications" : concertPagePath(concertId)
    case "moderation_action":
      return data.action === "remove_message"
        ? "/plans"
        : data.action === "clear_display_name" || data.action === "clear_bio"
          ? "/profile"
          : data.action === "revoke_invites" || data.action === "restore_invites"
            ? "/invite"
            : "/notifications"
    case "data_export_ready":
      return "/settings"
  }
}

/**
 * Whether a kind may be mailed, and its preference until the person chooses (issue #17: in the app only / also
 * by e-mail). Every kind may be mailed; news a person acts on is mailed by default, an answer to their own
 * action (a request accepted) stays in the app until they ask. A plan's chatter (a spare offered to whoever needs
 * one, new messages) stays in the app until chosen; an answer to one's own spare request is news one waits for.
 */
export const mailPolicy: Record<NotificationKind, { readonly mayBeMailed: boolean; readonly mailedByDefault: boolean }> = {
  friend_request_received: { mayBeMailed: true, mailedByDefault: true },
  friend_request_accepted: { mayBeMailed: true, mailedByDefault: false },
  invitation_accepted: { mayBeMailed: true, mailedByDefault: true },
  invite_request_reviewed: { mayBeMailed: true, mailedByDefault: true },
  friend_has_tickets: { mayBeMailed: true, mailedByDefault: true },
  ready_to_go: { mayBeMailed: true, mailedByDefault: true },
  plan_invited: { mayBeMailed: true, mailedByDefault: true },
  plan_meeting_changed: { mayBeMailed: true, mailedByDefault: true },
  plan_spare_offered: { mayBeMailed: true, mailedByDefault: false },
  plan_spare_requested: { mayBeMailed: true, mailedByDefault: true },
  plan_spare_answered: { mayBeMailed: true, mailedByDefault: true },
  plan_message: { mayBeMailed: true, mailedByDefault: false },
  suggestion_reviewed: { mayBeMailed: true, mailedByDefault: false },
  // Issue #29: told in the app (a suspension is mailed besides, as account mail: the person cannot sign in).
  report_resolved: { mayBeMailed: true, mailedByDefault: false },
  moderation_action: { mayBeMailed: true, mailedByDefault: false },
  // Issue #30: the person asked for it on /settings and polls there; told in the app unless they ask for mail.
  data_export_ready: { mayBeMailed: true, mailedByDefault: false }
}

/**
 * Kinds batched per recipient and subject (a plan's thread): at most one unread at a time, whoever wrote and
 * whenever; once read, the next one is news again (rules.ts `notificationKey` and `onRepeat`).
 */
export const BATCHED_KINDS: ReadonlySet<NotificationKind> = new Set<NotificationKind>(["plan_message"])

/**
 * Kinds told once per recipient and subject, ever (being added to a plan): removing a member hides theirs and adding
 * them again restores it, so an add/remove loop mails nobody twice (rules.ts `notificationKey`, issue #35).
 */
export const ONCE_KINDS: ReadonlySet<NotificationKind> = new Set<NotificationKind>(["plan_invited"])
