/**
 * Use case: the reminder on a concert's day (issue #31). From 08:00 on each fan's own wall clock on the concert's day,
 * the people going (tickets; plans they go to, or might; the interested who asked for it) are reminded once, in the app
 * and by mail as they chose: the show's times, their plan's meeting, and the friends shown going.
 */
import { Effect, Option } from "effect"
import type { Concert } from "../concerts/concert.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import { DiscoveryRepo } from "../concerts/discovery-repo.ts"
import { Transactions } from "../kernel/transactions.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import { PlanRepo } from "../plans/plan-repo.ts"
import { type NotificationData, notificationText, type ReminderFriends, type ReminderMeeting } from "./kinds.ts"
import { notify } from "./notify.ts"
import { NotificationPreferences } from "./preferences.ts"
import { type ReminderCandidate, type ReminderCursor, ReminderRepo } from "./reminder-repo.ts"
import { isReminded, isReminderTime, REMINDED_ANSWERS, type ReminderReason, reminderDays, reminderDue, showTimesOf } from "./reminders.ts"
import { serverTimeZone } from "./week.ts"

/**
 * How many candidates one read of a sweep takes (ReminderRepo `candidates`, a keyset page): a day with 50,000 ticket
 * holders is read 1,000 at a time, and each reminder is its own unit of work (its claim, notification and mail), so no
 * read and no transaction of a sweep grows with a concert's audience.
 */
export const CANDIDATES_PER_PAGE = 1000

/** How many friends a reminder names; the others are counted. */
export const FRIENDS_NAMED = 5

/** One reminder sent (or, in a dry run, that would be sent). */
export interface ReminderSent {
  readonly to: string
  readonly userId: string
  readonly concertId: string
  readonly artist: string
  readonly date: LocalDate
  readonly reason: ReminderReason
  /** Its text in the app. */
  readonly text: string
  /** Whether it is mailed too (the person's `concert_reminder` topic). */
  readonly byEmail: boolean
}

/**
 * The friends the person is shown going, as the concert page shows them (DiscoveryRepo, the friends circle): each
 * one's visibility, and nobody hidden from them at `now` (a block either way, a suspended or leaving account).
 */
const friendsGoing = Effect.fnUntraced(function* (viewerId: string, concert: Concert, now: number) {
  const [annotated] = yield* (yield* DiscoveryRepo).page({
    viewerId,
    circle: "friends",
    activity: "all",
    concertId: concert.id,
    shownLimit: FRIENDS_NAMED,
    now
  })
  if (annotated === undefined) return { withTickets: [], interested: [], more: 0 } satisfies ReminderFriends
  const names = (status: "has_tickets" | "interested") => annotated.shown.filter((s) => s.status === status).map((s) => s.displayName)
  const { interested, hasTickets } = annotated.counts.friends
  return { withTickets: names("has_tickets"), interested: names("interested"), more: Math.max(0, interested + hasTickets - annotated.shown.length) }
})

/** The person's plan for the concert (one they go to, or might): the newest with a meeting place or time, else the newest. */
const meetingOf = Effect.fnUntraced(function* (userId: string, concert: Concert) {
  const plans = yield* (yield* PlanRepo).plansForConcert(userId, concert.id, REMINDED_ANSWERS)
  const plan = plans.find((p) => p.meetPlace !== null || p.meetAt !== null) ?? plans[0]
  return plan === undefined ? null : ({ planId: plan.id, title: plan.title, place: plan.meetPlace, at: plan.meetAt } satisfies ReminderMeeting)
})

/**
 * One candidate's reminder, inside its unit of work: the concert read again (a cancellation or a new day since the
 * candidates were read stops it), then the claim and the notification (and its mail) in the same transaction, so only
 * the instance whose claim inserted sends it. A dry run claims and sends nothing.
 */
const remindOne = Effect.fnUntraced(function* (candidate: ReminderCandidate, now: number, dryRun: boolean) {
  const found = yield* (yield* ConcertRepo).findById(candidate.concertId)
  if (Option.isNone(found)) return null
  const concert = found.value
  if (!reminderDue(concert, candidate.timeZone ?? serverTimeZone(), now)) return null
  if (!dryRun && !(yield* (yield* ReminderRepo).claim(candidate.userId, concert.id, now))) return null
  const data: NotificationData = {
    kind: "concert_reminder",
    concert: { artist: concert.artist, venue: concert.venue, city: concert.city, date: concert.date },
    times: showTimesOf(concert),
    meeting: yield* meetingOf(candidate.userId, concert),
    friends: yield* friendsGoing(candidate.userId, concert, now)
  }
  if (!dryRun) yield* notify({ recipientId: candidate.userId, actorId: null, concertId: concert.id, data })
  return {
    to: candidate.email,
    userId: candidate.userId,
    concertId: concert.id,
    artist: concert.artist,
    date: concert.date,
    reason: candidate.reason,
    text: notificationText(data),
    byEmail: yield* (yield* NotificationPreferences).wantsEmail(candidate.userId, "concert_reminder")
  } satisfies ReminderSent
})

/**
 * Sends the reminders due at `now`: for each concert going ahead whose day it is, from 08:00, on the wall clock of
 * each person going (their zone, else the server's), once per person and concert across instances
 * (`concert_reminders`, written with the notification and its mail). `dryRun` records and sends nothing. Answers the
 * reminders sent.
 */
export const sendReminders = Effect.fn("sendReminders")(function* (
  now: number,
  options: { readonly dryRun?: boolean; readonly candidatesPerPage?: number } = {}
) {
  const transactions = yield* Transactions
  const preferences = yield* NotificationPreferences
  const { from, to } = reminderDays(now)
  const reminders = yield* ReminderRepo
  const perPage = options.candidatesPerPage ?? CANDIDATES_PER_PAGE
  const sent: Array<ReminderSent> = []
  let after: ReminderCursor | null = null
  for (;;) {
    const page: ReadonlyArray<ReminderCandidate> = yield* reminders.candidates(from, to, now, after, perPage)
    for (const candidate of page) {
      // Not yet due on their clock (or the day has passed): left for a later sweep, without a unit of work.
      if (!isReminderTime(candidate.date, candidate.timeZone ?? serverTimeZone(), now)) continue
      // The interested only by their switch (read before any unit of work: most of them never turn it on).
      if (candidate.reason === "interested" && !isReminded(candidate.reason, yield* preferences.wantsEmail(candidate.userId, "concert_reminder_interested")))
        continue
      const reminder = yield* transactions.run(remindOne(candidate, now, options.dryRun === true))
      if (reminder !== null) sent.push(reminder)
    }
    const last = page[page.length - 1]
    if (page.length < perPage || last === undefined) break
    after = { date: last.date, concertId: last.concertId, userId: last.userId }
  }
  return sent
})
