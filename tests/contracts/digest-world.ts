/** A small world for the weekly digest: Ann, her circle, a stranger, and concerts around one week. */
import { Effect } from "effect"
import type { Visibility } from "../../domain/accounts/contract.ts"
import { ProfileRepo } from "../../domain/accounts/profile-repo.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { InterestRepo, type InterestStatus } from "../../domain/concerts/interest-repo.ts"
import { FriendshipRepo } from "../../domain/friends/friendship-repo.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import { addDays, type LocalDate } from "../../domain/kernel/local-date.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { DigestRepo } from "../../domain/notifications/digest-repo.ts"
import { concertAt } from "./concert-curation.contract.ts"
import { aUser } from "./fresh-store.ts"

export const [ann, bea, cy, dan, eve] = [1, 2, 3, 4, 5].map((n) => aUser(n)) as [
  ReturnType<typeof aUser>,
  ReturnType<typeof aUser>,
  ReturnType<typeof aUser>,
  ReturnType<typeof aUser>,
  ReturnType<typeof aUser>
]

/** The digest's concerts around `first`, the first day of Ann's coming week. */
export const digestConcertsFrom = (first: LocalDate) => ({
  past: concertAt(10, "Past", "Metro", "Chicago", addDays(first, -1)),
  today: concertAt(11, "Wilco", "Metro", "Chicago", first),
  secondDegree: concertAt(12, "Mitski", "The Showbox", "St. Paul", addDays(first, 2)),
  privateFriend: concertAt(13, "Hidden", "Metro", "Chicago", addDays(first, 1)),
  lastDay: concertAt(14, "Bon Iver", "First Avenue", "Minneapolis", addDays(first, 6)),
  nextWeek: concertAt(15, "Later", "Metro", "Chicago", addDays(first, 7)),
  stranger: concertAt(16, "Stranger", "Metro", "Chicago", addDays(first, 3)),
  annsOwn: concertAt(17, "Own", "Metro", "Chicago", addDays(first, 4))
})

const person = (user: typeof ann, visibility: Visibility = "friends_of_friends") =>
  Effect.gen(function* () {
    yield* (yield* UserRepo).insert(user)
    yield* (yield* ProfileRepo).create({
      userId: user.id,
      displayName: user.signupDisplayName,
      bio: null,
      avatarUrl: null,
      concertVisibility: visibility,
      inviteCount: 5,
      totalInvitesSent: 0,
      createdAt: 0
    })
  })

const interest = (user: typeof ann, concert: { readonly id: ConcertId }, status: InterestStatus) =>
  InterestRepo.use((repo) => repo.set(user.id, concert.id, status, 0))

/**
 * Ann (in `zone`) with friends Bea and private Dan; Cy is Bea's friend; Eve knows nobody. Ann's digest from `first`
 * holds Wilco (Bea interested), Mitski (Cy's tickets, degree 2) and Bon Iver (Bea's tickets, Cy interested), in order.
 */
export const digestWorld = (first: LocalDate, zone: string) =>
  Effect.gen(function* () {
    const concerts = digestConcertsFrom(first)
    for (const user of [ann, bea, cy, eve]) yield* person(user)
    yield* person(dan, "private")
    const friendships = yield* FriendshipRepo
    yield* friendships.add(ann.id, bea.id, 0)
    yield* friendships.add(bea.id, cy.id, 0)
    yield* friendships.add(ann.id, dan.id, 0)
    yield* (yield* ConcertRepo).insertMany(Object.values(concerts))
    yield* interest(bea, concerts.past, "has_tickets")
    yield* interest(bea, concerts.today, "interested")
    yield* interest(cy, concerts.secondDegree, "has_tickets")
    yield* interest(dan, concerts.privateFriend, "has_tickets")
    yield* interest(bea, concerts.lastDay, "has_tickets")
    yield* interest(cy, concerts.lastDay, "interested")
    yield* interest(bea, concerts.nextWeek, "has_tickets")
    yield* interest(eve, concerts.stranger, "interested")
    yield* interest(ann, concerts.annsOwn, "interested")
    yield* (yield* DigestRepo).setTimeZone(ann.id, zone)
  })

/** The digest mails in the outbox. */
export const digestMails = Effect.map(
  MailOutbox.use((outbox) => outbox.list({ limit: 100 })),
  (mails) => mails.filter((m) => m.subject === "Your week in concerts on Soundcheck")
)
