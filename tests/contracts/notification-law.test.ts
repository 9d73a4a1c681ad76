/** The notification privacy law on random worlds: whoever hears of someone's tickets sees them, on memory and PostgreSQL alike. */
import { Clock, Effect, ManagedRuntime } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { DiscoveryRepo } from "../../domain/concerts/discovery-repo.ts"
import { setInterest } from "../../domain/concerts/interests.ts"
import { friendsOfGraph } from "../../domain/friends/graph.arbitraries.ts"
import { NotificationRepo } from "../../domain/notifications/notification-repo.ts"
import type { AppServices } from "../../domain/services.ts"
import { type FreshStore, memoryStore, postgresStore } from "./fresh-store.ts"
import { loadWorld, personId, type World, worldArb } from "./discovery-world.ts"

/** Whoever is a friend of someone interested in a concert and holds no tickets to it yet: the changes that can notify. */
const likelyNews = (world: World) => {
  const friendsOf = friendsOfGraph(world.graph)
  const holds = new Set(world.interests.filter((i) => i.status === "has_tickets").map((i) => `${i.person}:${i.concert}`))
  return world.interests
    .filter((i) => i.status !== "not_interested")
    .flatMap((i) => [...friendsOf(i.person)].map((actor) => ({ actor, concert: i.concert })))
    .filter(({ actor, concert }) => !holds.has(`${actor}:${concert}`))
}

/** Anyone in any world gets tickets to any concert of it. */
const anyChangeArb = worldArb.chain((world) =>
  fc.record({ world: fc.constant(world), actor: fc.nat(world.people.length - 1), concert: fc.nat(world.concerts.length - 1) })
)

/** A change that can notify: in a world with one, a friend of someone interested gets tickets. */
const likelyChangeArb = worldArb
  .map((world) => ({ world, likely: likelyNews(world) }))
  .filter(({ likely }) => likely.length > 0)
  .chain(({ world, likely }) => fc.constantFrom(...likely).map((change) => ({ world, ...change })))

const changeArb = fc.oneof({ arbitrary: likelyChangeArb, weight: 4 }, { arbitrary: anyChangeArb, weight: 1 })

interface Heard {
  readonly recipientId: string
  readonly kind: string
  /** Whether the recipient's discovery page (friends of friends) shows the actor's interest in the concert. */
  readonly seesActor: boolean
}

/** What one adapter answers after the change: every notification of every person, with what its recipient sees. */
const afterTickets = async (fresh: FreshStore, world: World, actor: number, concert: number) => {
  const store = await fresh()
  const runtime = ManagedRuntime.make(store.layer)
  try {
    return await runtime.runPromise(
      Effect.gen(function* () {
        yield* loadWorld(world)
        const actorId = personId(actor)
        const concertId = world.concerts[concert]!.id
        yield* setInterest(actorId, concertId, "has_tickets")
        const notifications = yield* NotificationRepo
        const discovery = yield* DiscoveryRepo
        const heard: Array<Heard> = []
        for (const n of world.people.keys()) {
          const recipientId = personId(n)
          const page = yield* discovery.page({ viewerId: recipientId, circle: "friends_of_friends", activity: "all", now: yield* Clock.currentTimeMillis })
          const seesActor = page.some((a) => a.concert.id === concertId && a.shown.some((s) => s.userId === actorId))
          for (const notification of yield* notifications.page(recipientId, null, 1000)) {
            heard.push({ recipientId, kind: notification.kind, seesActor })
          }
        }
        return heard.sort((a, b) => `${a.recipientId}:${a.kind}`.localeCompare(`${b.recipientId}:${b.kind}`))
      }) as Effect.Effect<Array<Heard>, unknown, AppServices>
    )
  } finally {
    await runtime.dispose()
    await store.dispose()
  }
}

describe("notifications of someone's tickets: notified ⇒ visible", () => {
  it("on random worlds, memory and PostgreSQL notify the same people, who all see the actor, never the actor", async () => {
    await fc.assert(
      fc.asyncProperty(changeArb, async ({ world, actor, concert }) => {
        const memory = await afterTickets(memoryStore, world, actor, concert)
        const postgres = await afterTickets(postgresStore, world, actor, concert)
        expect(postgres.map(({ recipientId, kind }) => ({ recipientId, kind }))).toEqual(memory.map(({ recipientId, kind }) => ({ recipientId, kind })))
        for (const heard of [...memory, ...postgres]) {
          expect(heard.recipientId).not.toBe(personId(actor))
          if (heard.kind === "friend_has_tickets" || heard.kind === "ready_to_go") expect(heard).toMatchObject({ seesActor: true })
        }
      }),
      { numRuns: 10 }
    )
  }, 60_000)
})
