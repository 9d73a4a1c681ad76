/**
 * The discovery contract as a property: random worlds loaded into the memory adapter (the domain's rules)
 * and the Postgres adapter (one SQL statement per page) give the same pages for every filter combination,
 * following the cursor to the end, and the same dashboard counts.
 */
import { Effect, ManagedRuntime, Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { BASE_DAY, concertArb } from "../../domain/concerts/concert.arbitraries.ts"
import type { InterestStatus } from "../../domain/concerts/interest-repo.ts"
import { addDays } from "../../domain/kernel/local-date.ts"
import { type ActivityKind, type Circle, type ShownInterest, shownRank } from "../../domain/concerts/discovery.ts"
import { type AnnotatedConcert, DiscoveryRepo, type PageQuery } from "../../domain/concerts/discovery-repo.ts"
import type { AppServices } from "../../domain/services.ts"
import { type FreshStore, memoryStore, postgresProbingStore, postgresStore } from "./fresh-store.ts"
import { loadWorld, personId, type World, worldArb } from "./discovery-world.ts"

const circles: ReadonlyArray<Circle> = ["friends", "friends_of_friends", "anyone"]
const activities: ReadonlyArray<ActivityKind> = ["all", "interest", "tickets", "mine", "group"]
const cities = [undefined, "Austin"]
/** Date ranges: from a day on and no bound (past=true) with every filter; up to a day and both ends with every city-wide one. */
const ranges: ReadonlyArray<Pick<PageQuery, "from" | "to">> = [{ from: BASE_DAY }, { from: undefined }]
const bounded: ReadonlyArray<Pick<PageQuery, "from" | "to">> = [{ to: addDays(BASE_DAY, 20) }, { from: addDays(BASE_DAY, -20), to: addDays(BASE_DAY, 10) }]
/**
 * The filter combinations compared. A city and an upper bound restrict the days independently of each other and of
 * the activity rules (one more condition on the concert), so the bounded ranges are crossed with the circles and with
 * the activity filters of either kind (none, and one the circle decides), not with every one.
 */
const boundedActivities: ReadonlyArray<ActivityKind> = ["all", "tickets"]
const combinations = [
  ...circles.flatMap((circle) => activities.flatMap((activity) => cities.flatMap((city) => ranges.map((range) => ({ circle, activity, city, ...range }))))),
  ...circles.flatMap((circle) => boundedActivities.flatMap((activity) => bounded.map((range) => ({ circle, activity, city: undefined, ...range }))))
]

type Query = Omit<PageQuery, "limit" | "after">

/**
 * The viewer (0) with friends 1 to 4 (4 a friend of 1 only: degree 2): concerts with exactly two shown
 * tickets (ready to go), two interested (building interest), one of each (neither), two tickets and two
 * interested (ready to go), two interested of whom one is private (neither), all after BASE_DAY.
 */
const thresholdWorld: World = (() => {
  const concerts = fc.sample(concertArb(), { seed: 7, numRuns: 5 }).map((c, n) => ({ ...c, date: addDays(BASE_DAY, n + 1) }))
  const at = (concert: number, people: Array<[number, InterestStatus]>) => people.map(([person, status]) => ({ person, concert, status }))
  return {
    graph: {
      size: 6,
      edges: [
        [0, 1],
        [0, 2],
        [0, 3],
        [1, 4],
        [1, 5]
      ]
    },
    people: Array.from({ length: 6 }, (_, n) => ({ profile: { visibility: n === 5 ? "private" : "friends_of_friends", name: `P${n}` } }) as const),
    concerts,
    interests: [
      ...at(0, [
        [1, "has_tickets"],
        [4, "has_tickets"]
      ]),
      ...at(1, [
        [2, "interested"],
        [4, "interested"]
      ]),
      ...at(2, [
        [1, "has_tickets"],
        [2, "interested"]
      ]),
      ...at(3, [
        [1, "has_tickets"],
        [2, "has_tickets"],
        [3, "interested"],
        [4, "interested"]
      ]),
      ...at(4, [
        [2, "interested"],
        [5, "interested"]
      ])
    ],
    viewer: 0
  }
})()

const MISSING_CONCERT = "c0000000-0000-4000-8000-00000000dead"

/** Every page of the query, the cursor being the last concert of the previous page. */
const allPages = (query: Query, limit: number) =>
  Effect.gen(function* () {
    const repo = yield* DiscoveryRepo
    const pages: Array<ReadonlyArray<AnnotatedConcert>> = []
    for (;;) {
      const last = pages.at(-1)?.at(-1)?.concert
      const page = yield* repo.page({ ...query, limit, after: last && { date: last.date, id: last.id } })
      pages.push(page)
      if (page.length < limit) return pages
    }
  })

/** Every page of one concert's shown interests for the circle, `limit` at a time. */
const allShown = (viewerId: string, concertId: string, circle: Circle, limit: number) =>
  Effect.gen(function* () {
    const repo = yield* DiscoveryRepo
    const pages: Array<ReadonlyArray<ShownInterest>> = []
    for (;;) {
      const last = pages.at(-1)?.at(-1)
      const page = yield* repo.shownOn({ viewerId, concertId, circle, limit, after: last && { rank: shownRank(last), userId: last.userId } })
      if (Option.isNone(page)) return null
      pages.push(page.value)
      if (page.value.length < limit) return pages
    }
  })

/** One filter combination's answers: page by page, unpaged, and unpaged with the first two names. */
interface QueryPages {
  readonly query: Query
  readonly pages: Array<ReadonlyArray<AnnotatedConcert>>
  readonly whole: ReadonlyArray<AnnotatedConcert>
  readonly firstTwo: ReadonlyArray<AnnotatedConcert>
}

/**
 * What one adapter answers for the world: every combination's pages (with every name, and with the first
 * two) and the unpaged list; unless `pagesOnly`, also each concert's interests page by page, the counts and
 * the opportunities (which no plan choice changes).
 */
const answers = async (fresh: FreshStore, world: World, limit: number, pagesOnly = false) => {
  const store = await fresh()
  const runtime = ManagedRuntime.make(store.layer)
  try {
    return await runtime.runPromise(
      Effect.gen(function* () {
        yield* loadWorld(world)
        const viewerId = personId(world.viewer)
        const repo = yield* DiscoveryRepo
        const pages: Array<QueryPages> = []
        for (const combination of combinations) {
          const query = { viewerId, ...combination }
          pages.push({
            query,
            pages: yield* allPages(query, limit),
            whole: yield* repo.page(query),
            firstTwo: yield* repo.page({ ...query, shownLimit: 2 })
          })
        }
        if (pagesOnly) return { pages }
        const shown: Array<unknown> = []
        // One concert's page (GET /api/concerts/{id}): by its id in either letter case, none for an unknown id.
        const single: Array<{ circle: Circle; concert: string; page: ReadonlyArray<AnnotatedConcert> }> = []
        for (const circle of circles)
          for (const concert of [...world.concerts.map((c) => c.id), MISSING_CONCERT]) {
            shown.push({ circle, concert, shown: yield* allShown(viewerId, concert, circle, limit) })
            const concertId = single.length % 2 === 0 ? concert : concert.toUpperCase()
            single.push({ circle, concert, page: yield* repo.page({ viewerId, circle, activity: "all", concertId, limit: 1, shownLimit: 2 }) })
          }
        return {
          pages,
          shown,
          single,
          counts: yield* repo.counts(viewerId, BASE_DAY),
          opportunities: [yield* repo.opportunities(viewerId, BASE_DAY, 1), yield* repo.opportunities(viewerId, BASE_DAY, 3)]
        }
      }) as Effect.Effect<
        {
          pages: Array<QueryPages>
          shown?: unknown
          single?: Array<{ circle: Circle; concert: string; page: ReadonlyArray<AnnotatedConcert> }>
          counts?: unknown
          opportunities?: unknown
        },
        unknown,
        AppServices
      >
    )
  } finally {
    await runtime.dispose()
    await store.dispose()
  }
}

describe("DiscoveryRepo contract: PostgreSQL agrees with the memory adapter's rules", () => {
  it("on random worlds, for every filter combination, page by page", async () => {
    await fc.assert(
      fc.asyncProperty(worldArb, fc.integer({ min: 1, max: 4 }), async (world, limit) => {
        const memory = await answers(memoryStore, world, limit)
        for (const r of memory.pages) {
          expect(r.pages.flat()).toEqual(r.whole)
          // The first two names are the whole list's first two, the counts the same.
          expect(r.firstTwo).toEqual(r.whole.map((a) => ({ ...a, shown: a.shown.slice(0, 2) })))
          // The range keeps exactly the concerts of its days.
          for (const a of r.whole) expect((r.query.from ?? a.concert.date) <= a.concert.date && a.concert.date <= (r.query.to ?? a.concert.date)).toBe(true)
        }
        // One concert's page is that concert as the unfiltered list of the same circle shows it.
        for (const { circle, concert, page } of memory.single ?? []) {
          const all = memory.pages.find(
            (r) => r.query.circle === circle && r.query.activity === "all" && r.query.city === undefined && !r.query.from && !r.query.to
          )!
          expect(page).toEqual(all.firstTwo.filter((a) => a.concert.id === concert))
        }
        expect(await answers(postgresStore, world, limit)).toEqual(memory)
        // The plan for large circles (probing concerts in date order) gives the same pages.
        expect((await answers(postgresProbingStore, world, limit, true)).pages).toEqual(memory.pages)
      }),
      // Random worlds seldom sit on the opportunity thresholds; this one does, on both sides of each.
      { numRuns: 20, examples: [[thresholdWorld, 2]] }
    )
  }, 120_000)
})
