/**
 * Use case: the weekly digest — the coming seven days' concerts that people in a fan's circle (degrees 1–2) are
 * interested in or have tickets for, as the concerts page shows them (visible ones only), soonest first; and the
 * sweep that sends each person's digest once per ISO week, from their local Monday 08:00.
 */
import { Clock, Effect } from "effect"
import type { ConcertCursor } from "../concerts/concert-repo.ts"
import { concertPagePath } from "../concerts/contract.ts"
import { countShown } from "../concerts/discovery.ts"
import { DiscoveryRepo } from "../concerts/discovery-repo.ts"
import { FollowAlertRepo } from "../follows/alert-repo.ts"
import { AppConfig } from "../kernel/config.ts"
import { addDays, type LocalDate } from "../kernel/local-date.ts"
import { MailOutbox } from "../kernel/mail.ts"
import { quotedText } from "../kernel/mail-text.ts"
import { Transactions } from "../kernel/transactions.ts"
import { concertDay } from "./kinds.ts"
import { DigestRepo, type DigestRecipient } from "./digest-repo.ts"
import { NotificationPreferences } from "./preferences.ts"
import { issueUnsubscribeLink, unsubscribeHeaders } from "./unsubscribe.ts"
import { digestDue, isoWeek, localClock, serverTimeZone } from "./week.ts"

/** The days a digest covers, its first day included. */
export const DIGEST_DAYS = 7
/** How many new shows of followed artists and venues (issue #32) a digest lists. */
export const DIGEST_FOLLOWED = 20
const PAGE = 50

export interface DigestConcert {
  readonly id: string
  readonly artist: string
  readonly venue: string
  readonly city: string
  readonly date: LocalDate
  readonly interested: number
  readonly withTickets: number
  /** The concert's own page, under PUBLIC_URL. */
  readonly link: string
}

/** One digest sent (or, in a dry run, that would be sent). */
export interface DigestSent {
  readonly to: string
  readonly concerts: ReadonlyArray<DigestConcert>
  /** "New from artists you follow" (issue #32): the past week's alerts, soonest show first. */
  readonly followed: ReadonlyArray<FollowedShow>
}

/** A new show of an artist or at a venue the person follows, as the digest lists it. */
export interface FollowedShow {
  readonly artist: string
  readonly venue: string
  readonly city: string
  readonly date: LocalDate
  readonly link: string
}

const people = (n: number) => (n === 1 ? "1 person" : `${n} people`)

/** The digest's concerts for a viewer from `from` on, through the discovery query of the concerts page's filters. */
export const digestConcerts = Effect.fn("digestConcerts")(function* (viewerId: string, from: LocalDate) {
  const discovery = yield* DiscoveryRepo
  const { publicUrl } = yield* AppConfig
  const last = addDays(from, DIGEST_DAYS - 1)
  // Nobody hidden from the viewer now (a block, a suspension) is counted (DiscoveryRepo `HiddenAt`).
  const now = yield* Clock.currentTimeMillis
  const found: Array<DigestConcert> = []
  let after: ConcertCursor | undefined
  for (;;) {
    const rows = yield* discovery.page({ viewerId, circle: "friends_of_friends", activity: "interest", from, limit: PAGE, after, now })
    for (const { concert, shown } of rows) {
      if (concert.date > last) return found
      const counts = countShown(shown)
      found.push({
        id: concert.id,
        artist: concert.artist,
        venue: concert.venue,
        city: concert.city,
        date: concert.date,
        interested: counts.interested,
        withTickets: counts.hasTickets,
        link: `${publicUrl}${concertPagePath(concert.id)}`
      })
    }
    const end = rows.at(-1)
    if (rows.length < PAGE || end === undefined) return found
    after = { date: end.concert.date, id: end.concert.id }
  }
})

/** One concert: its artist, venue and city quoted on one line each (kernel/mail-text.ts), then its link. */
const line = (c: DigestConcert): string => {
  const counts = [c.withTickets > 0 ? `${people(c.withTickets)} you know with tickets` : "", c.interested > 0 ? `${people(c.interested)} interested` : ""]
  return `${quotedText(c.artist)} at ${quotedText(c.venue)}, ${quotedText(c.city)}, on ${concertDay(c.date)}: ${counts.filter((s) => s !== "").join(", ")}\n${c.link}`
}

const followedLine = (s: FollowedShow): string =>
  `${quotedText(s.artist)} at ${quotedText(s.venue)}, ${quotedText(s.city)}, on ${concertDay(s.date)}\n${s.link}`

/** The digest mail's text: the week's concerts of people you know, then "New from artists you follow" when there are any. */
export const digestText = (concerts: ReadonlyArray<DigestConcert>, unsubscribe: string, followed: ReadonlyArray<FollowedShow> = []): string => {
  const circle = concerts.length === 0 ? "" : `Concerts in the coming week that people you know are going to:\n\n${concerts.map(line).join("\n\n")}\n\n`
  const fresh = followed.length === 0 ? "" : `New from artists you follow:\n\n${followed.map(followedLine).join("\n\n")}\n\n`
  return `${circle}${fresh}Stop these weekly mails: ${unsubscribe}\n`
}

/** The new shows of followed artists and venues told to the person in the week before `now` (issue #32). */
const followedShows = Effect.fnUntraced(function* (userId: string, now: number) {
  const { publicUrl } = yield* AppConfig
  const alerts = yield* (yield* FollowAlertRepo).alertsSince(userId, now - DIGEST_DAYS * 86_400_000, DIGEST_FOLLOWED)
  return alerts.map((a) => ({ artist: a.artist, venue: a.venue, city: a.city, date: a.date, link: `${publicUrl}${concertPagePath(a.concertId)}` }))
})

const zoneOf = (recipient: DigestRecipient) => recipient.timeZone ?? serverTimeZone()

/** One person's digest for the week: claims the run, then mails a non-empty digest if they want it. */
const sendOne = Effect.fnUntraced(function* (recipient: DigestRecipient, week: string, from: LocalDate, now: number, dryRun: boolean) {
  if (!dryRun && !(yield* (yield* DigestRepo).claim(recipient.userId, week))) return null
  if (!(yield* (yield* NotificationPreferences).wantsEmail(recipient.userId, "digest"))) return null
  const concerts = yield* digestConcerts(recipient.userId, from)
  const followed = yield* followedShows(recipient.userId, now)
  if (concerts.length === 0 && followed.length === 0) return null
  if (!dryRun) {
    const link = yield* issueUnsubscribeLink(recipient.userId, "digest")
    yield* (yield* MailOutbox).enqueue({
      to: recipient.email,
      subject: "Your week in concerts on Soundcheck",
      text: digestText(concerts, link, followed),
      headers: unsubscribeHeaders(link),
      priority: "digest"
    })
  }
  return { to: recipient.email, concerts, followed } satisfies DigestSent
})

/**
 * Sends the digests due at `now`: everyone whose local Monday 08:00 of the current ISO week has passed (everyone
 * with `all`) and whose week has no run yet. Each run is inserted with the mail in one transaction, so with several
 * instances only the inserting one sends. `dryRun` records and sends nothing. Answers the digests sent.
 */
export const sendDueDigests = Effect.fn("sendDueDigests")(function* (now: number, options: { readonly all?: boolean; readonly dryRun?: boolean } = {}) {
  const transactions = yield* Transactions
  const sent: Array<DigestSent> = []
  for (const recipient of yield* (yield* DigestRepo).recipients(now)) {
    const zone = zoneOf(recipient)
    const { date } = localClock(now, zone)
    const week = isoWeek(date)
    if (recipient.lastWeek === week || (options.all !== true && !digestDue(now, zone))) continue
    const digest = yield* transactions.run(sendOne(recipient, week, date, now, options.dryRun === true))
    if (digest !== null) sent.push(digest)
  }
  return sent
})
