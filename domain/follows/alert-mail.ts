/**
 * Use case (issue #32): the batched mail of new concerts fans follow. A CSV import of 500 concerts sends a fan one mail,
 * not 500: each sweep mails every fan with alerts not mailed yet, at most once a day on their clock, one mail listing
 * every new show. The day's claim, the mail (in the outbox) and the alerts marked mailed are one unit of work: a failure
 * before its commit leaves the alerts for the next sweep, and after it the outbox delivers the mail once.
 */
import { Effect } from "effect"
import { concertPagePath } from "../concerts/contract.ts"
import { AppConfig } from "../kernel/config.ts"
import { MailOutbox } from "../kernel/mail.ts"
import { quotedText } from "../kernel/mail-text.ts"
import { Transactions } from "../kernel/transactions.ts"
import { artistPagePath, concertDay } from "../notifications/kinds.ts"
import { NotificationPreferences } from "../notifications/preferences.ts"
import { issueUnsubscribeLink, unsubscribeHeaders } from "../notifications/unsubscribe.ts"
import { localClock, serverTimeZone } from "../notifications/week.ts"
import { type AlertedConcert, type AlertFan, FollowAlertRepo } from "./alert-repo.ts"

/** How many fans one read of a sweep takes (a keyset page); each fan's mail is its own unit of work. */
export const FANS_PER_PAGE = 500
/** How many shows one mail lists; the rest are counted, with the concerts page's link. */
export const SHOWS_LISTED = 50

/** One batched mail sent: to whom, and the shows it told (all of them, listed or counted). */
export interface FollowMailSent {
  readonly to: string
  readonly userId: string
  readonly shows: ReadonlyArray<AlertedConcert>
}

/** The mail's subject: the one show, one artist's shows, or how many shows. */
export const followMailSubject = (shows: ReadonlyArray<AlertedConcert>): string => {
  const [first] = shows
  if (shows.length === 1 && first !== undefined)
    return `Soundcheck: New show: ${quotedText(first.artist)} at ${quotedText(first.venue)} on ${concertDay(first.date)}`
  const artists = new Set(shows.map((s) => s.artistKey))
  return artists.size === 1 && first !== undefined
    ? `Soundcheck: ${shows.length} new shows by ${quotedText(first.artist)}`
    : `Soundcheck: ${shows.length} new shows by artists and at venues you follow`
}

/** One show: its artist, venue and city quoted (kernel/mail-text.ts), its day, and its page. */
const line = (s: AlertedConcert, publicUrl: string) =>
  `${quotedText(s.artist)} at ${quotedText(s.venue)}, ${quotedText(s.city)}, on ${concertDay(s.date)}\n${publicUrl}${concertPagePath(s.concertId)}`

/** The mail's text: every show (at most `SHOWS_LISTED`, the rest counted), the artists' pages, and the unsubscribe link. */
export const followMailText = (shows: ReadonlyArray<AlertedConcert>, publicUrl: string, unsubscribe: string): string => {
  const listed = shows.slice(0, SHOWS_LISTED).map((s) => line(s, publicUrl))
  const more = shows.length - listed.length
  const rest = more > 0 ? `\n\n…and ${more} more: ${publicUrl}/concerts` : ""
  const artists = [...new Map(shows.filter((s) => s.byArtist).map((s) => [s.artistKey, s])).values()]
  const pages =
    artists.length === 0
      ? ""
      : `\n\nTheir artists' pages:\n${artists
          .slice(0, SHOWS_LISTED)
          .map((s) => `${quotedText(s.artist)}: ${publicUrl}${artistPagePath(s.artistKey)}`)
          .join("\n")}`
  return `Soundcheck: new shows by artists and at venues you follow:\n\n${listed.join("\n\n")}${rest}${pages}\n\nTo stop these e-mails, unsubscribe: ${unsubscribe}\n`
}

/**
 * One fan's mail, inside its unit of work. A fan who turned the topic off has their alerts marked (they are in the app
 * and the digest) and no mail; otherwise the day is claimed (a second sweep or instance the same day finds it taken:
 * the alerts wait for the next day), the mail is queued, and the listed alerts are marked mailed.
 */
const mailOne = Effect.fnUntraced(function* (fan: AlertFan, now: number) {
  const alerts = yield* FollowAlertRepo
  const shows = yield* alerts.unmailed(fan.userId)
  if (shows.length === 0) return null
  const ids = shows.map((s) => s.concertId)
  if (!(yield* (yield* NotificationPreferences).wantsEmail(fan.userId, "followed_new_concert"))) {
    yield* alerts.markMailed(fan.userId, ids, now)
    return null
  }
  const { date } = localClock(now, fan.timeZone ?? serverTimeZone())
  if (!(yield* alerts.claimMailDay(fan.userId, date, now))) return null
  const unsubscribe = yield* issueUnsubscribeLink(fan.userId, "followed_new_concert")
  yield* (yield* MailOutbox).enqueue({
    to: fan.email,
    subject: followMailSubject(shows),
    text: followMailText(shows, (yield* AppConfig).publicUrl, unsubscribe),
    headers: unsubscribeHeaders(unsubscribe),
    // Bulk mail, once a day at most: it goes after the notifications a person acts on, as the digest does.
    priority: "digest"
  })
  yield* alerts.markMailed(fan.userId, ids, now)
  return { to: fan.email, userId: fan.userId, shows } satisfies FollowMailSent
})

/**
 * The sweep, on the digest's cadence: every fan with alerts not mailed yet (never an account suspended or waiting to be
 * purged: theirs wait), a page at a time, each in its own unit of work. Answers the mails queued.
 */
export const mailFollowAlerts = Effect.fn("mailFollowAlerts")(function* (now: number) {
  const transactions = yield* Transactions
  const alerts = yield* FollowAlertRepo
  const sent: Array<FollowMailSent> = []
  let after: string | null = null
  for (;;) {
    const fans: ReadonlyArray<AlertFan> = yield* alerts.fansToMail(after, FANS_PER_PAGE, now)
    for (const fan of fans) {
      const mail = yield* transactions.run(mailOne(fan, now))
      if (mail !== null) sent.push(mail)
    }
    const last = fans.at(-1)
    if (fans.length < FANS_PER_PAGE || last === undefined) return sent
    after = last.userId
  }
})
