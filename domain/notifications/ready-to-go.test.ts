/** ready_to_go from setInterest (memory adapters): exactly on the transition, only to whom the pages show it, withdrawn on undo. */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import type { Visibility } from "../accounts/contract.ts"
import { personWithProfile } from "../accounts/people.arbitraries.ts"
import { Concert } from "../concerts/concert.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import type { InterestStatus } from "../concerts/interest-repo.ts"
import { setInterest } from "../concerts/interests.ts"
import { FriendshipRepo } from "../friends/friendship-repo.ts"
import type { ConcertId } from "../kernel/ids.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import { notificationLink, notificationText } from "./kinds.ts"
import { NotificationRepo } from "./notification-repo.ts"

const idOf = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`
const CONCERT = idOf(900) as ConcertId
const wilco = new Concert({
  id: CONCERT,
  artist: "Wilco",
  venue: "Metro",
  city: "St. Paul",
  date: "2026-06-15" as LocalDate,
  description: null,
  imageUrl: null,
  createdBy: null,
  createdAt: 0
})
const READY = "Wilco at Metro on Mon, Jun 15 is Ready to Go: 2 people you know have tickets"

const person = (n: number, visibility: Visibility = "friends_of_friends") => personWithProfile(idOf(n), `p${n}@example.com`, `P${n}`, visibility)

/** The ready_to_go notifications standing for the user, as they read. */
const readyToGo = (userId: string) =>
  Effect.map(
    NotificationRepo.use((repo) => repo.page(userId, null, 50)),
    (list) => list.filter((n) => n.data.kind === "ready_to_go").map((n) => notificationText(n.data))
  )

/**
 * Ann (the actor) and, around the concert: Bo (her friend, interested) sees Di's tickets; Ed (Bo's friend, Ann's
 * friend of a friend, interested) sees Di's too; Cy (her friend, interested) only private Pat's; Fay (interested)
 * sees Di but is three steps from Ann; Ivy (her friend, interested) already sees two ticket holders, Jo and Kai (Kai's
 * tickets made it Ready to Go for her).
 */
const world = (annVisibility: Visibility) =>
  Effect.gen(function* () {
    const ann = yield* person(1, annVisibility)
    const [bo, cy, di, pat, ed, fay, ivy, jo, kai, lu] = [
      yield* person(2),
      yield* person(3),
      yield* person(4),
      yield* person(5, "private"),
      yield* person(6),
      yield* person(7),
      yield* person(8),
      yield* person(9, "public"),
      yield* person(10),
      yield* person(11)
    ]
    const friends: ReadonlyArray<readonly [string, string]> = [
      [ann, bo],
      [ann, cy],
      [ann, ivy],
      [bo, di],
      [bo, ed],
      [bo, lu],
      [cy, pat],
      [di, fay],
      [ivy, jo],
      [ivy, kai]
    ]
    for (const [a, b] of friends) yield* FriendshipRepo.use((f) => f.add(a, b, 0))
    yield* (yield* ConcertRepo).insertMany([wilco])
    const statuses: ReadonlyArray<readonly [string, InterestStatus]> = [
      [bo, "interested"],
      [cy, "interested"],
      [ed, "interested"],
      [fay, "interested"],
      [ivy, "interested"],
      [di, "has_tickets"],
      [pat, "has_tickets"],
      [jo, "has_tickets"],
      [kai, "has_tickets"]
    ]
    for (const [userId, status] of statuses) yield* setInterest(userId, CONCERT, status)
    return { ann, bo, ed, ivy, lu, everyone: [bo, cy, di, pat, ed, fay, ivy, jo, kai, lu] }
  })

/** Exactly these people hold one ready_to_go notification each, and nobody else does. */
const expectReadyFor = (everyone: ReadonlyArray<string>, readers: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    for (const userId of everyone) expect(yield* readyToGo(userId), userId).toEqual(readers.includes(userId) ? [READY] : [])
  })

const memory = Effect.provide(MemoryAdapters.layer())

describe("ready_to_go (memory)", () => {
  it.effect("fires on the transition only, for the interested people shown the actor and another holder; undo withdraws it while unread", () =>
    Effect.gen(function* () {
      const { ann, bo, ed, ivy, everyone, lu } = yield* world("friends_of_friends")
      // Building up to it notifies nobody: Ann's interest moves no tickets.
      yield* setInterest(ann, CONCERT, "interested")
      yield* expectReadyFor(everyone, [ivy])

      yield* setInterest(ann, CONCERT, "has_tickets")
      yield* expectReadyFor(everyone, [ivy, bo, ed])
      const [first] = yield* NotificationRepo.use((repo) => repo.page(bo, null, 1))
      expect({ actor: first!.actorId, concert: first!.concertId, link: notificationLink(first!.data, first!.concertId) }).toEqual({
        actor: ann,
        concert: CONCERT,
        link: `/concerts/${CONCERT}`
      })

      // Already Ready to Go for Bo and Ed: Lu's tickets tell them nothing new.
      yield* setInterest(lu, CONCERT, "has_tickets")
      expect([yield* readyToGo(bo), yield* readyToGo(ed)]).toEqual([[READY], [READY]])
      yield* setInterest(lu, CONCERT, "interested")

      // Undone: Bo's unread news is withdrawn; Ed read his, and keeps it.
      yield* NotificationRepo.use((repo) => repo.markRead(ed, "all", 1))
      yield* setInterest(ann, CONCERT, "not_interested")
      expect([yield* readyToGo(bo), yield* readyToGo(ed)]).toEqual([[], [READY]])
      // Again the same day: Bo's is restored, still one.
      yield* setInterest(ann, CONCERT, "has_tickets")
      expect(yield* readyToGo(bo)).toEqual([READY])
    }).pipe(memory)
  )

  it.effect("a friends_only actor reaches only her friends, a private one nobody", () =>
    Effect.gen(function* () {
      const { ann, bo, ivy, everyone } = yield* world("friends_only")
      yield* setInterest(ann, CONCERT, "has_tickets")
      yield* expectReadyFor(everyone, [ivy, bo])
    }).pipe(
      memory,
      Effect.andThen(
        Effect.gen(function* () {
          const { ann, ivy, everyone } = yield* world("private")
          yield* setInterest(ann, CONCERT, "has_tickets")
          yield* expectReadyFor(everyone, [ivy])
        }).pipe(memory)
      )
    )
  )
})
