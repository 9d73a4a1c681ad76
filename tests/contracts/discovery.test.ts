/**
 * The discovery contract as a property: random worlds loaded into the memory adapter (the domain's rules)
 * and the Postgres adapter (one SQL statement per page) give the same pages for every filter combination,
 * following the cursor to the end, and the same dashboard counts. The worlds hold blocks and suspensions, and the
 * hidden-set law (issue #29) holds on both: nobody hidden from the viewer is in any page, list, count or
 * opportunity, nor a path in their circle, while a third person's view is what it would be without others' blocks.
 */
import { Effect, type Layer, ManagedRuntime, Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { BASE_DAY, concertArb } from "../../domain/concerts/concert.arbitraries.ts"
import type { InterestStatus } from "../../domain/concerts/interest-repo.ts"
import { addDays } from "../../domain/kernel/local-date.ts"
import { type ActivityKind, type Circle, classifyOpportunity, countShownByDegree, type ShownInterest, shownRank } from "../../domain/concerts/discovery.ts"
import { type AnnotatedConcert, DiscoveryRepo, type Opportunities, type PageQuery } from "../../domain/concerts/discovery-repo.ts"
import { friendDegree } from "../../domain/friends/degree.ts"
import { friendsOfGraph } from "../../domain/friends/graph.arbitraries.ts"
import { BlockRepo } from "../../domain/safety/block-repo.ts"
import type { AppServices } from "../../domain/services.ts"
import { type FreshStore, graphReady, memoryStore, postgresPlans, postgresStore } from "./fresh-store.ts"
import { hiddenIn, loadWorld, NOW, personId, safetyWorldArb, type World } from "./discovery-world.ts"

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
  ...circles.flatMap((circle) => boundedActivities.flatMap((activity) => bounded.map((range) => ({ circle, activity, city: undefined, ...range })))),
  // Issue #32: an artist's page (its key) and My Cities (city keys; none picked is no city), one more condition each.
  ...circles.map((circle) => ({ circle, activity: "all" as const, city: undefined, from: BASE_DAY, artistKey: "fleet foxes" })),
  ...circles.map((circle) => ({ circle, activity: "interest" as const, city: undefined, from: undefined, cities: ["austin", "seattle"] })),
  { circle: "anyone" as const, activity: "all" as const, city: undefined, from: BASE_DAY, cities: [] }
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

/**
 * The viewer (0) with friends 1, 2 and 3: 1 is suspended (until lifted), so 4, a friend of 1 only, is no friend of a
 * friend (public, they are shown as anyone else); 0 blocked 2, yet 5 is still a friend of a friend through 3; 6
 * (public, a stranger) blocked 0; 7's suspension is over. Without the hidden, concert 0 and 1 would be Ready to Go.
 */
const hiddenWorld: World = (() => {
  const concerts = fc.sample(concertArb(), { seed: 11, numRuns: 3 }).map((c, n) => ({ ...c, date: addDays(BASE_DAY, n + 1) }))
  const at = (concert: number, people: Array<[number, InterestStatus]>) => people.map(([person, status]) => ({ person, concert, status }))
  const publicly = new Set([4, 6])
  return {
    graph: {
      size: 8,
      edges: [
        [0, 1],
        [0, 2],
        [0, 3],
        [1, 4],
        [2, 5],
        [3, 5],
        [3, 7],
        [5, 6]
      ]
    },
    people: Array.from({ length: 8 }, (_, n) => ({ profile: { visibility: publicly.has(n) ? "public" : "friends_of_friends", name: `P${n}` } }) as const),
    concerts,
    interests: [
      ...at(0, [
        [1, "has_tickets"],
        [2, "has_tickets"],
        [4, "has_tickets"],
        [5, "interested"],
        [6, "has_tickets"],
        [7, "interested"]
      ]),
      ...at(1, [
        [1, "has_tickets"],
        [2, "has_tickets"],
        [3, "interested"]
      ]),
      ...at(2, [
        [4, "interested"],
        [5, "interested"],
        [6, "interested"]
      ])
    ],
    viewer: 0,
    blocks: [
      [0, 2],
      [6, 0]
    ],
    suspensions: [
      { person: 1, until: null },
      { person: 7, until: NOW - 1 }
    ]
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
      const page = yield* repo.shownOn({ viewerId, concertId, circle, limit, after: last && { rank: shownRank(last), userId: last.userId }, now: NOW })
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
 * What one adapter answers for the world, loaded into its store first unless `loaded` already: every combination's
 * pages (with every name, and with the first two) and the unpaged list; unless `pagesOnly`, also each concert's
 * interests page by page, the counts and the opportunities (which no plan choice changes).
 */
const answers = async (layer: Layer.Layer<AppServices>, world: World, limit: number, { pagesOnly = false, loaded = false, graph = false } = {}) => {
  const runtime = ManagedRuntime.make(layer)
  try {
    return await runtime.runPromise(
      Effect.gen(function* () {
        // On the social-graph index: loaded first (from an empty database, or from the world's rows when `loaded`).
        if (graph) yield* graphReady
        if (!loaded) yield* loadWorld(world)
        // Every answer below comes from the index, none from SQL's fallback: it stays current throughout.
        if (graph) yield* graphReady
        const viewerId = personId(world.viewer)
        const repo = yield* DiscoveryRepo
        const pages: Array<QueryPages> = []
        for (const combination of combinations) {
          const query = { viewerId, now: NOW, ...combination }
          pages.push({
            query,
            pages: yield* allPages(query, limit),
            whole: yield* repo.page(query),
            firstTwo: yield* repo.page({ ...query, shownLimit: 2 })
          })
        }
        if (pagesOnly) return { pages }
        const shown: Array<{ circle: Circle; concert: string; shown: Array<ReadonlyArray<ShownInterest>> | null }> = []
        // One concert's page (GET /api/concerts/{id}): by its id in either letter case, none for an unknown id.
        const single: Array<{ circle: Circle; concert: string; page: ReadonlyArray<AnnotatedConcert> }> = []
        for (const circle of circles)
          for (const concert of [...world.concerts.map((c) => c.id), MISSING_CONCERT]) {
            shown.push({ circle, concert, shown: yield* allShown(viewerId, concert, circle, limit) })
            const concertId = single.length % 2 === 0 ? concert : concert.toUpperCase()
            single.push({ circle, concert, page: yield* repo.page({ viewerId, circle, activity: "all", concertId, limit: 1, shownLimit: 2, now: NOW }) })
          }
        return {
          pages,
          shown,
          single,
          counts: yield* repo.counts(viewerId, BASE_DAY),
          // The dashboard's Friend Activity (issue #31): the circle's interest without cancelled concerts.
          withoutCancelled: yield* repo.page({
            viewerId,
            circle: "friends_of_friends",
            activity: "interest",
            from: BASE_DAY,
            withoutCancelled: true,
            now: NOW
          }),
          opportunities: [yield* repo.opportunities(viewerId, BASE_DAY, 1, NOW), yield* repo.opportunities(viewerId, BASE_DAY, 3, NOW)]
        }
      }) as Effect.Effect<
        {
          pages: Array<QueryPages>
          shown?: Array<{ circle: Circle; concert: string; shown: Array<ReadonlyArray<ShownInterest>> | null }>
          single?: Array<{ circle: Circle; concert: string; page: ReadonlyArray<AnnotatedConcert> }>
          counts?: unknown
          withoutCancelled?: ReadonlyArray<AnnotatedConcert>
          opportunities?: Array<Opportunities>
        },
        unknown,
        AppServices
      >
    )
  } finally {
    await runtime.dispose()
  }
}

type Answers = Awaited<ReturnType<typeof answers>>

/**
 * The hidden-set law on one adapter's answers for the world's viewer: nobody hidden from them (a block either way, a
 * suspension in force at NOW) is named anywhere; each shown person's degree is their degree in the graph without the
 * hidden (no hidden friend is a path); each list's counts are its names counted; the opportunities are those of the
 * names shown.
 */
const expectNothingHidden = (world: World, got: Answers) => {
  const hiddenPeople = hiddenIn(world, world.viewer)
  const hidden = new Set([...hiddenPeople].map(personId))
  const number = new Map(world.people.map((_, n) => [personId(n), n]))
  const friendsOf = friendsOfGraph({ size: world.graph.size, edges: world.graph.edges.filter(([a, b]) => !hiddenPeople.has(a) && !hiddenPeople.has(b)) })
  const expectShownRight = (shown: ReadonlyArray<ShownInterest>) => {
    for (const s of shown) {
      expect(hidden.has(s.userId), `${s.userId} is hidden from the viewer`).toBe(false)
      const degree = friendDegree(friendsOf, world.viewer, number.get(s.userId)!)
      expect(s.degree).toBe(degree === 1 || degree === 2 ? degree : null)
    }
  }
  for (const r of got.pages) {
    for (const a of [...r.pages.flat(), ...r.whole, ...r.firstTwo]) expectShownRight(a.shown)
    for (const a of r.whole) expect(a.counts).toEqual(countShownByDegree(a.shown))
  }
  for (const { page } of got.single ?? []) for (const a of page) expectShownRight(a.shown)
  for (const { shown } of got.shown ?? []) expectShownRight((shown ?? []).flat())
  for (const o of got.opportunities ?? []) for (const a of [...o.readyToGo, ...o.buildingInterest]) expectShownRight(a.shown)
  const circle = got.pages.find(
    (r) => r.query.circle === "friends_of_friends" && r.query.activity === "all" && r.query.city === undefined && r.query.from === BASE_DAY
  )
  if (got.opportunities !== undefined && circle !== undefined) {
    // A cancelled concert is no opportunity (issue #31).
    const kinds = circle.whole.filter((a) => a.concert.status !== "cancelled").map((a) => classifyOpportunity(a.shown.map((s) => s.status)))
    expect(got.opportunities.at(-1)!.total).toBe(kinds.filter((k) => k !== null).length)
  }
}

describe("DiscoveryRepo contract: PostgreSQL and the social-graph index agree with the memory adapter's rules", () => {
  it("on random worlds, for every filter combination, page by page", async () => {
    await fc.assert(
      fc.asyncProperty(safetyWorldArb, fc.integer({ min: 1, max: 4 }), async (world, limit) => {
        const memory = await answers((await memoryStore()).layer, world, limit)
        expectNothingHidden(world, memory)
        expect(memory.withoutCancelled?.some((a) => a.concert.status === "cancelled")).toBe(false)
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
        const postgres = await postgresPlans()
        try {
          // The social-graph index (issue #33), loaded on the empty database: the world reaches it through the change log.
          expect(await answers(postgres.graph, world, limit, { graph: true })).toEqual(memory)
          expect(await answers(postgres.layer, world, limit, { loaded: true })).toEqual(memory)
          // The plan for large circles (probing concerts in date order) gives the same pages, on the same rows.
          expect((await answers(postgres.probing, world, limit, { pagesOnly: true, loaded: true })).pages).toEqual(memory.pages)
          // The index loaded from the world's rows gives them too.
          expect(await answers(postgres.graph, world, limit, { loaded: true, graph: true })).toEqual(memory)
        } finally {
          await postgres.dispose()
        }
      }),
      // Random worlds seldom sit on the opportunity thresholds; the first does, on both sides of each. The second hides
      // people in every way at once.
      {
        numRuns: 20,
        examples: [
          [thresholdWorld, 2],
          [hiddenWorld, 2]
        ]
      }
    )
  }, 240_000)

  it("on random worlds, others' blocks change nothing of a third person's view, on both adapters alike", async () => {
    await fc.assert(
      fc.asyncProperty(
        safetyWorldArb
          .filter((w) => w.graph.size >= 2 && (w.blocks ?? []).length > 0)
          .chain((world) => fc.record({ world: fc.constant(world), third: fc.nat(world.graph.size - 1).filter((n) => n !== world.viewer) })),
        async ({ world, third }) => {
          const views = []
          for (const fresh of [memoryStore, postgresStore]) {
            const view = await thirdView(fresh, world, third)
            expect(view.after).toEqual(view.before)
            views.push(view.before)
          }
          expect(views[1]).toEqual(views[0])
        }
      ),
      { numRuns: 15, examples: [[{ world: hiddenWorld, third: 3 }]] }
    )
  }, 240_000)
})

/** What one person sees of everyone: each circle's whole unfiltered list, every concert's interests, the opportunities. */
const viewOf = (viewerId: string, world: World) =>
  Effect.gen(function* () {
    const repo = yield* DiscoveryRepo
    const pages: Array<ReadonlyArray<AnnotatedConcert>> = []
    for (const circle of circles) pages.push(yield* repo.page({ viewerId, circle, activity: "all", now: NOW }))
    const shown: Array<Option.Option<ReadonlyArray<ShownInterest>>> = []
    for (const concert of world.concerts) shown.push(yield* repo.shownOn({ viewerId, concertId: concert.id, circle: "anyone", limit: 100, now: NOW }))
    return { pages, shown, opportunities: yield* repo.opportunities(viewerId, BASE_DAY, 3, NOW) }
  })

/** The third person's view in the world, and again once every block they are not part of is lifted. */
const thirdView = async (fresh: FreshStore, world: World, third: number) => {
  const store = await fresh()
  const runtime = ManagedRuntime.make(store.layer)
  try {
    return await runtime.runPromise(
      Effect.gen(function* () {
        yield* loadWorld(world)
        const before = yield* viewOf(personId(third), world)
        const blocks = yield* BlockRepo
        for (const [a, b] of world.blocks ?? []) if (a !== third && b !== third) yield* blocks.unblock(personId(a), personId(b))
        return { before, after: yield* viewOf(personId(third), world) }
      }) as Effect.Effect<{ before: unknown; after: unknown }, unknown, AppServices>
    )
  } finally {
    await runtime.dispose()
    await store.dispose()
  }
}
