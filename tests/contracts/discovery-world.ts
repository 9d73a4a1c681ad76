/**
 * Random worlds for the discovery contract: people with visibilities, friendships, concerts and interests; and, for
 * the hidden-set law (issue #29), blocks and suspensions around the viewer.
 */
import { Effect } from "effect"
import fc from "fast-check"
import type { Visibility } from "../../domain/accounts/contract.ts"
import { ProfileRepo } from "../../domain/accounts/profile-repo.ts"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import type { Concert } from "../../domain/concerts/concert.ts"
import { catalogueArb } from "../../domain/concerts/concert.arbitraries.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { InterestRepo, type InterestStatus } from "../../domain/concerts/interest-repo.ts"
import { FriendshipRepo } from "../../domain/friends/friendship-repo.ts"
import { type Graph, graphArb } from "../../domain/friends/graph.arbitraries.ts"
import { BlockRepo } from "../../domain/safety/block-repo.ts"
import { aUser } from "./fresh-store.ts"
import { suspendInStore } from "./suspensions.ts"

const T0 = 1_800_000_000_000
const HOUR = 3_600_000
/** The instant every discovery query of these worlds is asked at: some suspensions are over by then, some not. */
export const NOW = T0 + 24 * HOUR

export interface Person {
  /** null: the person has no profile yet (visibility defaults to friends_of_friends). */
  readonly profile: { readonly visibility: Visibility; readonly name: string | null } | null
}

export interface World {
  readonly graph: Graph
  readonly people: ReadonlyArray<Person>
  readonly concerts: ReadonlyArray<Concert>
  readonly interests: ReadonlyArray<{ readonly person: number; readonly concert: number; readonly status: InterestStatus }>
  readonly viewer: number
  /** Blocks, blocker first (none when left out). */
  readonly blocks?: ReadonlyArray<readonly [number, number]>
  /** Suspended people, each until an instant (null: until lifted); none when left out. */
  readonly suspensions?: ReadonlyArray<{ readonly person: number; readonly until: number | null }>
}

const personArb: fc.Arbitrary<Person> = fc.record({
  profile: fc.option(
    fc.record({
      visibility: fc.constantFrom<Visibility>("public", "friends_of_friends", "friends_only", "private"),
      name: fc.option(fc.constantFrom("Ana", "Bo", "Cy", " "), { nil: null })
    }),
    { nil: null, freq: 5 }
  )
})

export const worldArb: fc.Arbitrary<World> = graphArb(9).chain((graph) =>
  fc
    .record({
      people: fc.array(personArb, { minLength: graph.size, maxLength: graph.size }),
      concerts: catalogueArb(12, 1)
    })
    .chain(({ people, concerts }) =>
      fc.record({
        graph: fc.constant(graph),
        people: fc.constant(people),
        concerts: fc.constant(concerts),
        interests: fc.uniqueArray(
          fc.record({
            person: fc.nat(graph.size - 1),
            concert: fc.nat(concerts.length - 1),
            status: fc.constantFrom<InterestStatus>("not_interested", "interested", "has_tickets")
          }),
          { maxLength: 40, selector: (i) => `${i.person}:${i.concert}` }
        ),
        viewer: fc.nat(graph.size - 1)
      })
    )
)

/**
 * A world with blocks (most of them with the viewer, on either side) and suspensions: until lifted, over before
 * NOW, over exactly at NOW (no longer in force), or still in force at NOW.
 */
export const safetyWorldArb: fc.Arbitrary<World> = worldArb.chain((world) => {
  const size = world.graph.size
  if (size < 2) return fc.constant(world)
  const anyone = fc.nat(size - 1)
  const pair = fc
    .oneof(fc.tuple(fc.constant(world.viewer), anyone), fc.tuple(anyone, fc.constant(world.viewer)), fc.tuple(anyone, anyone))
    .filter(([a, b]) => a !== b)
  return fc
    .record({
      blocks: fc.uniqueArray(pair, { maxLength: 4, selector: ([a, b]) => `${a}>${b}` }),
      suspensions: fc.uniqueArray(fc.record({ person: anyone, until: fc.constantFrom(null, NOW - HOUR, NOW, NOW + HOUR) }), {
        maxLength: 2,
        selector: (s) => s.person
      })
    })
    .map((safety) => ({ ...world, ...safety }))
})

/** Whom the viewer may not see at NOW (BlockRepo `hiddenFrom`): either side of their blocks, and the suspended. */
export const hiddenIn = (world: World, viewer: number): ReadonlySet<number> =>
  new Set([
    ...(world.blocks ?? []).filter(([a, b]) => a === viewer || b === viewer).map(([a, b]) => (a === viewer ? b : a)),
    ...(world.suspensions ?? []).filter((s) => s.person !== viewer && (s.until === null || s.until > NOW)).map((s) => s.person)
  ])

export const personId = (n: number) => aUser(n).id

/** Loads the world through the ports, so both adapters hold exactly the same rows. */
export const loadWorld = (world: World) =>
  Effect.gen(function* () {
    const users = yield* UserRepo
    const profiles = yield* ProfileRepo
    for (const [n, person] of world.people.entries()) {
      yield* users.insert(aUser(n))
      if (person.profile) {
        yield* profiles.create({
          userId: personId(n),
          displayName: person.profile.name,
          bio: null,
          avatarUrl: null,
          concertVisibility: person.profile.visibility,
          inviteCount: 5,
          totalInvitesSent: 0,
          createdAt: T0
        })
      }
    }
    const friendships = yield* FriendshipRepo
    for (const [a, b] of world.graph.edges) yield* friendships.add(personId(a), personId(b), T0)
    yield* (yield* ConcertRepo).insertMany(world.concerts)
    const interests = yield* InterestRepo
    for (const i of world.interests) yield* interests.set(personId(i.person), world.concerts[i.concert]!.id, i.status, T0)
    const blocks = yield* BlockRepo
    for (const [a, b] of world.blocks ?? []) yield* blocks.block(personId(a), personId(b), T0)
    for (const s of world.suspensions ?? []) yield* suspendInStore(personId(s.person), T0, s.until)
  })
