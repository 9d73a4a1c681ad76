/** Random worlds around one concert for the notification laws: a graph, visibilities, interests and one change. */
import fc from "fast-check"
import type { Visibility } from "../accounts/contract.ts"
import type { InterestFact } from "../concerts/discovery.ts"
import type { InterestStatus } from "../concerts/interest-repo.ts"
import { friendDegree, type FriendsOf } from "../friends/degree.ts"
import { friendsOfGraph, type Graph, graphArb } from "../friends/graph.arbitraries.ts"
import { NOTIFICATION_KINDS } from "./kinds.ts"
import type { InterestChange, RecipientView, StoredNotification } from "./rules.ts"

export const CONCERT = "c1"
export const name = (n: number) => `u${n}`

const visibilityArb = fc.constantFrom<Visibility>("public", "friends_of_friends", "friends_only", "private")
const statusArb = fc.constantFrom<InterestStatus>("not_interested", "interested", "has_tickets")

export interface ConcertWorld {
  readonly graph: Graph
  readonly visibility: ReadonlyArray<Visibility>
  /** Each person's interest in the concert before the change (null: none). */
  readonly status: ReadonlyArray<InterestStatus | null>
  readonly actor: number
  readonly after: InterestStatus
}

export const concertWorldArb: fc.Arbitrary<ConcertWorld> = graphArb(10).chain((graph) =>
  fc.record({
    graph: fc.constant(graph),
    visibility: fc.array(visibilityArb, { minLength: graph.size, maxLength: graph.size }),
    status: fc.array(fc.option(statusArb, { nil: null, freq: 4 }), { minLength: graph.size, maxLength: graph.size }),
    actor: fc.nat(graph.size - 1),
    // Mostly tickets: the changes that notify are the ones worth checking.
    after: fc.oneof({ arbitrary: fc.constant<InterestStatus>("has_tickets"), weight: 3 }, { arbitrary: statusArb, weight: 1 })
  })
)

export const people = (world: ConcertWorld): Array<number> => Array.from({ length: world.graph.size }, (_, i) => i)

export const friendsIn = (world: ConcertWorld): FriendsOf<number> => friendsOfGraph(world.graph)

export const changeOf = (world: ConcertWorld): InterestChange => ({
  actorId: name(world.actor),
  concertId: CONCERT,
  before: world.status[world.actor] ?? null,
  after: world.after
})

/** Everyone's interest after the change. */
export const statusAfter = (world: ConcertWorld): Array<InterestStatus | null> => world.status.map((s, i) => (i === world.actor ? world.after : s))

/** The concert's interests as one viewer's pages read them (the rows a discovery adapter hands the rules). */
export const factsFor = (world: ConcertWorld, viewer: number, status: ReadonlyArray<InterestStatus | null>): Array<InterestFact> => {
  const friendsOf = friendsIn(world)
  return people(world).flatMap((p) => {
    const s = status[p] ?? null
    return s === null ? [] : [{ userId: name(p), status: s, degree: friendDegree(friendsOf, viewer, p), visibility: world.visibility[p]!, displayName: null }]
  })
}

export const viewOf = (world: ConcertWorld, viewer: number): RecipientView => ({
  status: world.status[viewer] ?? null,
  before: factsFor(world, viewer, world.status),
  after: factsFor(world, viewer, statusAfter(world))
})

const DAY = 86_400_000
const T0 = 1_800_000_000_000

export const storedArb: fc.Arbitrary<StoredNotification> = fc.record({
  kind: fc.constantFrom(...NOTIFICATION_KINDS),
  recipientId: fc.constantFrom("u0", "u1", "u2"),
  concertId: fc.constantFrom(null, "c1", "c2"),
  actorId: fc.constantFrom(null, "u1", "u2", "u3"),
  at: fc.integer({ min: T0, max: T0 + 3 * DAY }),
  readAt: fc.option(fc.constant(T0 + 4 * DAY), { nil: null }),
  withdrawnAt: fc.option(fc.constant(T0 + 4 * DAY), { nil: null })
})
