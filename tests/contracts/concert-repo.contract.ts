/** The ConcertRepo contract: every adapter must pass it. */
import { Effect, type Layer } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { catalogueArb, localDateArb } from "../../domain/concerts/concert.arbitraries.ts"
import { Concert } from "../../domain/concerts/concert.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { Transactions } from "../../domain/kernel/transactions.ts"

/** Makes a fresh, empty store for one example, and disposes of it. */
export type FreshAdapters = () => Promise<{
  readonly layer: Layer.Layer<ConcertRepo | Transactions>
  readonly dispose: () => Promise<void>
}>

const byDateThenId = (a: { date: string; id: string }, b: { date: string; id: string }) =>
  a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1

export const concertRepoContract = (name: string, fresh: FreshAdapters, runs = 40) =>
  describe(`ConcertRepo contract: ${name}`, () => {
    it("listUpcoming returns exactly the concerts on or after the day, after the cursor, in (date, id) order, up to the limit", async () => {
      await fc.assert(
        fc.asyncProperty(catalogueArb(), localDateArb(), fc.integer({ min: 1, max: 40 }), fc.nat(), async (catalogue, from, limit, pick) => {
          const { layer, dispose } = await fresh()
          try {
            const expectedAll = catalogue.filter((c) => c.date >= from).sort(byDateThenId)
            const cursorConcert = expectedAll.length > 0 && pick % 3 === 0 ? expectedAll[pick % expectedAll.length] : undefined
            const after = cursorConcert ? { date: cursorConcert.date, id: cursorConcert.id } : undefined
            const got = await Effect.runPromise(
              Effect.gen(function* () {
                const repo = yield* ConcertRepo
                yield* repo.insertMany(catalogue)
                return yield* repo.listUpcoming({ from, limit, after })
              }).pipe(Effect.provide(layer))
            )
            const start = cursorConcert ? expectedAll.indexOf(cursorConcert) + 1 : 0
            expect(got.map((c) => c.id)).toEqual(expectedAll.slice(start, start + limit).map((c) => c.id))
            expect(got).toEqual(expectedAll.slice(start, start + limit))
          } finally {
            await dispose()
          }
        }),
        { numRuns: runs }
      )
    })

    it("related: the other concerts on or after the day by the same artist, and at the same venue in the same city (any letter case), each by (date, id) up to the limit", async () => {
      // Some names in capitals: the catalogue's identity, and these comparisons, do not see letter case.
      const shouted = fc
        .tuple(catalogueArb(30, 1), fc.array(fc.constantFrom("artist", "venue", "city", "none"), { minLength: 30, maxLength: 30 }))
        .map(([catalogue, loud]) => catalogue.map((c, i) => (loud[i] === "none" ? c : new Concert({ ...c, [loud[i]!]: c[loud[i] as "artist"].toUpperCase() }))))
      await fc.assert(
        fc.asyncProperty(shouted, localDateArb(), fc.integer({ min: 1, max: 4 }), fc.nat(), async (catalogue, from, limit, pick) => {
          const { layer, dispose } = await fresh()
          try {
            const concert = catalogue[pick % catalogue.length]!
            const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
            const others = catalogue.filter((c) => c.id !== concert.id && c.date >= from).sort(byDateThenId)
            const got = await Effect.runPromise(
              Effect.gen(function* () {
                const repo = yield* ConcertRepo
                yield* repo.insertMany(catalogue)
                return yield* repo.related(concert, from, limit)
              }).pipe(Effect.provide(layer))
            )
            expect(got).toEqual({
              sameArtist: others.filter((c) => same(c.artist, concert.artist)).slice(0, limit),
              sameVenue: others.filter((c) => same(c.venue, concert.venue) && same(c.city, concert.city)).slice(0, limit)
            })
          } finally {
            await dispose()
          }
        }),
        { numRuns: runs }
      )
    })

    it("a failed unit of work leaves no concert behind", async () => {
      const { layer, dispose } = await fresh()
      try {
        const [one] = fc.sample(catalogueArb(1, 1), 1)[0]!
        const program = Effect.gen(function* () {
          const repo = yield* ConcertRepo
          const tx = yield* Transactions
          const failed = yield* tx.run(Effect.andThen(repo.insertMany([one!]), Effect.fail("boom" as const))).pipe(Effect.flip)
          const after = yield* repo.listUpcoming({ from: "1900-01-01" as never, limit: 10 })
          return { failed, after }
        })
        const { failed, after } = await Effect.runPromise(program.pipe(Effect.provide(layer)))
        expect(failed).toBe("boom")
        expect(after).toEqual([])
      } finally {
        await dispose()
      }
    })

    it("a successful unit of work commits everything in it", async () => {
      const { layer, dispose } = await fresh()
      try {
        const catalogue = fc.sample(catalogueArb(5, 2), 1)[0]!
        const listed = await Effect.runPromise(
          Effect.gen(function* () {
            const repo = yield* ConcertRepo
            const tx = yield* Transactions
            yield* tx.run(Effect.forEach(catalogue, (c) => repo.insertMany([c])))
            return yield* repo.listUpcoming({ from: "1900-01-01" as never, limit: 100 })
          }).pipe(Effect.provide(layer))
        )
        expect(listed.map((c) => c.id).sort()).toEqual(catalogue.map((c) => c.id).sort())
      } finally {
        await dispose()
      }
    })
  })
