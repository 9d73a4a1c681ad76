/**
 * A small world for the reminder on a concert's day (issue #31): Wilco on `day` with its times, and a cancelled
 * concert the same day; fans in Berlin and Los Angeles with tickets, the interested, a plan with its meeting, and
 * friends who may or may not be named.
 */
import { Effect } from "effect"
import type { Visibility } from "../../domain/accounts/contract.ts"
import { ProfileRepo } from "../../domain/accounts/profile-repo.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { Concert } from "../../domain/concerts/concert.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { InterestRepo, type InterestStatus } from "../../domain/concerts/interest-repo.ts"
import { FriendshipRepo } from "../../domain/friends/friendship-repo.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { MailOutbox } from "../../domain/kernel/mail.ts"
import { DigestRepo } from "../../domain/notifications/digest-repo.ts"
import { PlanRepo } from "../../domain/plans/plan-repo.ts"
import { BlockRepo } from "../../domain/safety/block-repo.ts"
import { aUser, anId } from "./fresh-store.ts"

type Person = ReturnType<typeof aUser>

/**
 * Ann (Berlin) and Lou (Los Angeles) hold tickets; Ivy (Berlin) is only interested; Pat (Berlin) is not interested but
 * made a plan with its meeting; Ann's friends: Bea (tickets), Cy (interested, private) and Dan (tickets, who blocked
 * her). Everyone but Ivy also holds tickets for the cancelled concert.
 */
export const [ann, lou, ivy, pat, bea, cy, dan] = [41, 42, 43, 44, 45, 46, 47].map((n) => aUser(n)) as [Person, Person, Person, Person, Person, Person, Person]
export const names: Readonly<Record<string, string>> = { [bea.id]: "Bea", [cy.id]: "Cy", [dan.id]: "Dan", [pat.id]: "Pat" }

export const PLAN_ID = anId(4400)

export const reminderConcerts = (day: LocalDate) => ({
  wilco: new Concert({
    id: anId(4101) as ConcertId,
    artist: "Wilco",
    venue: "Metro",
    city: "Chicago",
    date: day,
    description: null,
    imageUrl: null,
    createdBy: null,
    createdAt: 1_750_000_000_000,
    doorsTime: "19:00",
    startTime: "20:00",
    timeZone: "America/Chicago"
  }),
  cancelled: new Concert({
    id: anId(4102) as ConcertId,
    artist: "Mitski",
    venue: "Riviera",
    city: "Chicago",
    date: day,
    description: null,
    imageUrl: null,
    createdBy: null,
    createdAt: 1_750_000_000_000,
    status: "cancelled"
  })
})

const person = (user: Person, displayName: string | null, zone: string, visibility: Visibility = "friends_of_friends") =>
  Effect.gen(function* () {
    yield* (yield* UserRepo).insert(user)
    yield* (yield* ProfileRepo).create({
      userId: user.id,
      displayName,
      bio: null,
      avatarUrl: null,
      concertVisibility: visibility,
      inviteCount: 5,
      totalInvitesSent: 0,
      createdAt: 0
    })
    yield* (yield* DigestRepo).setTimeZone(user.id, zone)
  })

export const reminderWorld = (
  day: LocalDate,
  zones: { readonly berlin: string; readonly losAngeles: string } = { berlin: "Europe/Berlin", losAngeles: "America/Los_Angeles" }
) =>
  Effect.gen(function* () {
    const { wilco, cancelled } = reminderConcerts(day)
    yield* person(ann, "Ann", zones.berlin)
    yield* person(lou, "Lou", zones.losAngeles)
    yield* person(ivy, "Ivy", zones.berlin)
    yield* person(pat, "Pat", zones.berlin)
    yield* person(bea, "Bea", zones.berlin)
    yield* person(cy, "Cy", zones.berlin, "private")
    yield* person(dan, "Dan", zones.berlin)
    const friendships = yield* FriendshipRepo
    for (const friend of [bea, cy, dan]) yield* friendships.add(ann.id, friend.id, 0)
    yield* (yield* BlockRepo).block(dan.id, ann.id, 0)
    yield* (yield* ConcertRepo).insertMany([wilco, cancelled])
    const interests = yield* InterestRepo
    const mark = (user: Person, concert: { readonly id: ConcertId }, status: InterestStatus) => interests.set(user.id, concert.id, status, 0)
    for (const user of [ann, lou, bea, dan]) yield* mark(user, wilco, "has_tickets")
    yield* mark(ivy, wilco, "interested")
    yield* mark(cy, wilco, "interested")
    yield* mark(pat, wilco, "not_interested")
    for (const user of [ann, lou, pat, bea, cy, dan]) yield* mark(user, cancelled, "has_tickets")
    yield* (yield* PlanRepo).create(
      { id: PLAN_ID, concertId: wilco.id, makerId: pat.id, title: "Pat's night", meetPlace: "The Bar", meetAt: `${day}T18:30`, createdAt: 0, updatedAt: 0 },
      { planId: PLAN_ID, userId: pat.id, answer: "going", ticket: null, spares: 0, ticketNote: null, joinedAt: 0 }
    )
  })

/** The reminder mails in the outbox. */
export const reminderMails = Effect.map(
  MailOutbox.use((outbox) => outbox.list({ limit: 100 })),
  (mails) => mails.filter((m) => m.subject.startsWith("Soundcheck: Today: "))
)
