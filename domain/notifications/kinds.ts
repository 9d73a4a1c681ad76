/** The kinds of notification (issues #17 and #22): each one's text and link, pure functions of its data, and its mail default. */
import { Schema } from "effect"
import { concertPagePath } from "../concerts/contract.ts"
import { CONCERT_STATUSES, type ShowChange, statusLabels } from "../concerts/show.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import { quotedName, quotedText } from "../kernel/mail-text.ts"
import { longDate } from "../moderation/rules.ts"
import { type ShowTimes, showTimesText } from "./reminders.ts"

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
  "data_export_ready",
  "concert_changed",
  "concert_reminder",
  "followed_new_concert"
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

/** A plan's meeting as a reminder says it: the plan, and where and when to meet (the venue's wall clock), when set. */
export interface ReminderMeeting {
  readonly planId: string
  readonly title: string | null
  readonly place: string | null
  /** `YYYY-MM-DDTHH:MM`. */
  readonly at: string | null
}

/** The friends a reminder names (shown names, closest first), and how many more are shown going. */
export interface ReminderFriends {
  readonly withTickets: ReadonlyArray<string>
  readonly interested: ReadonlyArray<string>
  readonly more: number
}

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
  /**
   * A show the person is going to changed (issue #31): the concert as it is now, what changed (merged over the notice
   * window, `mergeChanges`), and the admin's reason when given.
   */
  | { readonly kind: "concert_changed"; readonly concert: ConcertFacts; readonly changes: ReadonlyArray<ShowChange>; readonly reason: string | null }
  /**
   * The reminder on a concert's day (issue #31): its times when it has any, the person's plan's meeting when they are
   * in one, and the friends shown going (as the concert page shows them to this person).
   */
  | {
      readonly kind: "concert_reminder"
      readonly concert: ConcertFacts
      readonly times: ShowTimes | null
      readonly meeting: ReminderMeeting | null
      readonly friends: ReminderFriends
    }
  /**
   * New concerts of an artist the person follows, or at a venue they follow (issue #32), collapsed per artist: one
   * unread per person and artist (`artistKey`, its subject) counting the new concerts, with the first one's facts.
   */
  | { readonly kind: "followed_new_concert"; readonly artistKey: string; readonly count: number; readonly concertId: string; readonly concert: ConcertFacts }

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

/** An artist's page (issue #32): its upcoming concerts and the follow toggle. */
export const artistPagePath = (artistKey: string): string => `/artists/${encodeURIComponent(artistKey)}`

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

/** A time as a change carries it, "20:00" or "20:00 Europe/Berlin" (show.ts `showChanges`): the clock and its zone. */
const clockOf = (value: string) => {
  const space = value.indexOf(" ")
  return space < 0 ? { clock: value, zone: "" } : { clock: value.slice(0, space), zone: value.slice(space + 1) }
}

/** "Show 20:00 (was 19:30)": a time's change, its zone named only when the zone itself changed. */
const timeChange = (name: string, from: string | null, to: string | null) => {
  const [a, b] = [from === null ? null : clockOf(from), to === null ? null : clockOf(to)]
  const zoned = a !== null && b !== null && a.zone !== b.zone
  const shown = (t: { clock: string; zone: string }) => (zoned && t.zone !== "" ? `${t.clock} ${t.zone}` : t.clock)
  if (b === null) return `${name} time removed${a === null ? "" : ` (was ${shown(a)})`}`
  return `${name} ${shown(b)}${a === null ? " (new)" : ` (was ${shown(a)})`}`
}

/**
 * A show's changes, told to the people going (issue #31): the show as they knew it (its artist, and its venue and day
 * unless those changed), what happened to it, its new times, and the reason when given. "Wilco at Metro on Sat, Dec 5
 * was cancelled: <reason>"; "Wilco at Metro moved from Sat, Dec 5 to Fri, Jan 8: Doors 19:00 (was 18:30)".
 */
const showChanged = (data: Extract<NotificationData, { kind: "concert_changed" }>, w: Wording) => {
  const change = (field: ShowChange["field"]) => data.changes.find((c) => c.field === field)
  const [status, date, venue, city] = [change("status"), change("date"), change("venue"), change("city")]
  const moved = venue !== undefined || city !== undefined
  const place = (v: string | null | undefined, c: string | null | undefined) =>
    `${w.fact(v ?? data.concert.venue)}${city === undefined ? "" : `, ${w.fact(c ?? data.concert.city)}`}`
  const head = `${w.fact(data.concert.artist)}${moved ? "" : ` at ${w.fact(data.concert.venue)}`}${date === undefined ? ` on ${concertDay(data.concert.date)}` : ""}`
  const day = (value: string | null) => (value === null ? "no day" : concertDay(value as LocalDate))
  const verbs = [
    ...(date === undefined ? [] : [`moved from ${day(date.from)} to ${day(date.to)}`]),
    ...(moved ? [`changed venue from ${place(venue?.from, city?.from)} to ${place(venue?.to, city?.to)}`] : [])
  ]
  const time = (field: "doorsTime" | "startTime", name: string) => {
    const c = change(field)
    return c === undefined ? [] : [timeChange(name, c.from, c.to)]
  }
  const times = [...time("doorsTime", "Doors"), ...time("startTime", "Show")]
  const to = CONCERT_STATUSES.find((s) => s === status?.to)
  if (to === "cancelled" || to === "postponed") verbs.unshift(`was ${to}`)
  else if (to === "scheduled" && (status?.from === "cancelled" || status?.from === "postponed")) verbs.unshift("is on again")
  else if (to !== undefined && verbs.length === 0 && times.length === 0) verbs.push(`is now ${statusLabels[to].toLowerCase()}`)
  const said = `${head}${verbs.length === 0 ? "" : ` ${verbs.join(" and ")}`}${times.length === 0 ? "" : `${verbs.length === 0 ? ":" : ";"} ${times.join(", ")}`}`
  return data.reason === null ? said : `${said}: ${w.fact(data.reason)}`
}

/** "Bea", "Bea and Cy", "Bea, Cy and Dan". */
const listed = (names: ReadonlyArray<string>) => (names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`)

type Reminder = Extract<NotificationData, { kind: "concert_reminder" }>

/** The reminder's first words: the day, the show and where (the mail's subject). */
const reminderHead = (data: Reminder, w: Wording) => `Today: ${w.fact(data.concert.artist)} at ${w.fact(data.concert.venue)}, ${w.fact(data.concert.city)}`

/** "Your plan "Tacos first" meets at Bar at 18:30." (on another day, with it); nothing when neither is set. */
const reminderMeeting = (meeting: ReminderMeeting, day: LocalDate, w: Wording) => {
  const when =
    meeting.at === null
      ? null
      : meeting.at.slice(0, 10) === day
        ? `at ${meeting.at.slice(11, 16)}`
        : `on ${concertDay(meeting.at.slice(0, 10) as LocalDate)} at ${meeting.at.slice(11, 16)}`
  const where = meeting.place === null ? null : `at ${w.fact(meeting.place)}`
  if (when === null && where === null) return null
  return `Your plan${meeting.title === null ? "" : ` ${w.title(meeting.title)}`} meets ${[where, when].filter((p) => p !== null).join(" ")}.`
}

/** "Friends going: Bea (tickets), Cy (interested) and 2 more." */
const reminderFriends = (friends: ReminderFriends, w: Wording) => {
  const named = [...friends.withTickets.map((n) => `${w.person(n)} (tickets)`), ...friends.interested.map((n) => `${w.person(n)} (interested)`)]
  if (named.length === 0) return null
  return `Friends going: ${listed(friends.more > 0 ? [...named, `${friends.more} more`] : named)}.`
}

/**
 * The reminder on the day (issue #31): "Today: Wilco at Metro, Chicago. Doors 19:00 · Show 20:00 (CET). Your plan
 * "Tacos first" meets at Bar at 18:30. Friends going: Bea (tickets) and Cy (interested)."
 */
const reminded = (data: Reminder, w: Wording) =>
  [
    `${reminderHead(data, w)}.`,
    data.times === null ? null : `${showTimesText(data.times, data.concert.date)}.`,
    data.meeting === null ? null : reminderMeeting(data.meeting, data.concert.date, w),
    reminderFriends(data.friends, w)
  ]
    .filter((s) => s !== null)
    .join(" ")

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
    case "concert_changed":
      return showChanged(data, w)
    case "concert_reminder":
      return reminded(data, w)
    case "followed_new_concert":
      return data.count === 1 ? `New show: ${show(data.concert, w)}` : `${data.count} new shows by ${w.fact(data.concert.artist)}`
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
  // A reminder's subject is its first words; its mail says the rest.
  const subject = data.kind === "concert_reminder" ? reminderHead(data, inMail) : said
  return { subject: `Soundcheck: ${subject}`, firstLine: "actorName" in data ? `A Soundcheck member whose display name is ${said}` : `Soundcheck: ${said}` }
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
    case "concert_changed":
      return concertId === null ? "/dashboard" : concertPagePath(concertId)
    case "concert_reminder":
      // The plan's page when the person is in one (its meeting), else the concert's.
      return data.meeting !== null ? `/plans/${encodeURIComponent(data.meeting.planId)}` : concertId === null ? "/dashboard" : concertPagePath(concertId)
    case "followed_new_concert":
      // One new show is its page; several the artist's page (its upcoming concerts).
      return data.count === 1 ? concertPagePath(data.concertId) : artistPagePath(data.artistKey)
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
  data_export_ready: { mayBeMailed: true, mailedByDefault: false },
  // Issue #31: a cancelled, moved or retimed show is news the people going act on.
  concert_changed: { mayBeMailed: true, mailedByDefault: true },
  // Issue #31: the day's reminder, on unless turned off (its topic; preferences.ts keeps the same default).
  concert_reminder: { mayBeMailed: true, mailedByDefault: true },
  // Issue #32: what a fan follows is what they asked to hear of; mailed once a day at most, in one batch (alert-mail.ts).
  followed_new_concert: { mayBeMailed: true, mailedByDefault: true }
}

/**
 * Kinds batched per recipient and subject (a plan's thread; a followed artist's new concerts, issue #32): at most one
 * unread at a time, whoever wrote and whenever; once read, the next one is news again (rules.ts `notificationKey` and
 * `onRepeat`). New concerts are merged into the unread one by the follow alerts' own statement (FollowAlertRepo).
 */
export const BATCHED_KINDS: ReadonlySet<NotificationKind> = new Set<NotificationKind>(["plan_message", "followed_new_concert"])

/**
 * Kinds told once per recipient and subject, ever (being added to a plan): removing a member hides theirs and adding
 * them again restores it, so an add/remove loop mails nobody twice (rules.ts `notificationKey`, issue #35). A show's
 * change (issue #31) is one subject per notice (concert-changed.ts `noticeSubject`): a batch told again after a failed
 * sweep, or by a second instance, notifies nobody twice, whatever the day.
 */
export const ONCE_KINDS: ReadonlySet<NotificationKind> = new Set<NotificationKind>(["plan_invited", "concert_changed"])
