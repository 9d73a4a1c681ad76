/** Random worlds for the discovery contract: people with visibilities, friendships, concerts and interests. */
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
import { aUser } from "./fresh-store.ts"

const T0 = 1_800_000_000_000

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
  })
