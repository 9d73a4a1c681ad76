/** The curation methods of ConcertRepo: every adapter must pass it (identity, cities, counts, merge). */
import { Effect, ManagedRuntime, Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { Concert } from "../../domain/concerts/concert.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { InterestRepo, type InterestStatus } from "../../domain/concerts/interest-repo.ts"
import { messyNameArb } from "../../domain/curation/curation.arbitraries.ts"
import { findDuplicatesOf } from "../../domain/curation/duplicates.ts"
import { matchOf, mayMatch, prepareConcert } from "../../domain/curation/similarity.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { aUser, anId, type FreshStore, withStore } from "./fresh-store.ts"

export const concertAt = (n: number, artist: string, venue: string, city: string, date: string) =>
  new Concert({
    id: anId(n) as ConcertId,
    artist,
    venue,
    city,
    date: date as LocalDate,
    description: null,
    imageUrl: null,
    createdBy: null,
    createdAt: 1_750_000_000_000
  })

const wilco = concertAt(1, "Wilco", "Metro", "Chicago", "2026-06-01")
const wilcoAgain = concertAt(2, "WILCO", "metro", "chicago", "2026-06-02")
const mitski = concertAt(3, "Mitski", "The Showbox", "Seattle", "2026-07-01")

export const concertCurationContract = (name: string, fresh: FreshStore) =>
  describe(`ConcertRepo curation contract: ${name}`, () => {
    const run = withStore(fresh)

    it("the identity is unique in any letter case; update and delete report whether the concert existed", async () => {
      const result = await run(
        Effect.gen(function* () {
          const repo = yield* ConcertRepo
          yield* repo.insert(wilco)
          const clash = yield* Effect.flip(repo.insert(concertAt(9, "wilco", "METRO", "Austin", "2026-06-01")))
          yield* repo.insert(wilcoAgain)
          const updateClash = yield* Effect.flip(repo.update(new Concert({ ...wilcoAgain, date: wilco.date })))
          const updated = yield* repo.update(new Concert({ ...wilcoAgain, description: "Second night" }))
          const missing = yield* repo.update(mitski)
          const found = yield* repo.findById(wilcoAgain.id)
          const deleted = [yield* repo.delete(wilco.id), yield* repo.delete(wilco.id)]
          return { clash, updateClash, updated, missing, found, deleted, gone: yield* repo.findById(wilco.id) }
        })
      )
      expect(result.clash._tag).toBe("ConcertAlreadyExists")
      expect(result.updateClash._tag).toBe("ConcertAlreadyExists")
      expect([result.updated, result.missing]).toEqual([true, false])
      expect(Option.getOrThrow(result.found).description).toBe("Second night")
      expect(result.deleted).toEqual([true, false])
      expect(Option.isNone(result.gone)).toBe(true)
    })

    it("existing identities, cities, city listings and counts ignore letter case", async () => {
      const result = await run(
        Effect.gen(function* () {
          const repo = yield* ConcertRepo
          yield* repo.insertMany([wilco, wilcoAgain, mitski])
          return {
            identities: yield* repo.existingIdentities([
              { artist: "wilco", venue: "METRO", date: "2026-06-01" as LocalDate },
              { artist: "Wilco", venue: "Metro", date: "2026-06-05" as LocalDate }
            ]),
            none: yield* repo.existingIdentities([]),
            cities: yield* repo.cities(),
            chicago: (yield* repo.byCity("CHICAGO")).map((c) => c.id),
            counts: yield* repo.counts("2026-06-02" as LocalDate, "2026-07-01" as LocalDate),
            listed: (yield* repo.list({ city: "chicago", limit: 10 })).map((c) => c.id),
            fromJune2: (yield* repo.list({ from: "2026-06-02" as LocalDate, limit: 10 })).map((c) => c.id)
          }
        })
      )
      expect([...result.identities]).toEqual(["wilco\u0000metro\u00002026-06-01"])
      expect(result.none.size).toBe(0)
      expect(result.cities).toEqual(["Chicago", "Seattle"])
      expect(result.chicago).toEqual([wilco.id, wilcoAgain.id])
      expect(result.counts).toEqual({ total: 3, upcoming: 2 })
      expect(result.listed).toEqual([wilco.id, wilcoAgain.id])
      expect(result.fromJune2).toEqual([wilcoAgain.id, mitski.id])
    })

    it("insertNew adds the identities the catalogue lacks, once, and skips the others in any letter case", async () => {
      const result = await run(
        Effect.gen(function* () {
          const repo = yield* ConcertRepo
          yield* repo.insertMany([wilco])
          const newer = concertAt(4, "Wilco", "Metro", "Chicago", "2026-06-03")
          const added = yield* repo.insertNew([
            concertAt(5, "WILCO", "metro", "Chicago", "2026-06-01"),
            mitski,
            concertAt(6, "mitski", "THE SHOWBOX", "Seattle", "2026-07-01"),
            newer
          ])
          return { added, none: yield* repo.insertNew([]), stored: (yield* repo.list({ limit: 10 })).map((c) => c.id) }
        })
      )
      expect([...result.added].sort()).toEqual([mitski.id, anId(4)].sort())
      expect(result.none.size).toBe(0)
      expect(result.stored).toEqual([wilco.id, anId(4), mitski.id])
    })

    it("insertNew stores hostile text exactly and skips its duplicates in any letter case", async () => {
      // What a bulk path could mangle: COPY's and array literals' escapes (a description's line feeds among them),
      // quotes, braces, NULL markers, invisible characters. Controls are the database's to refuse (migration 0017).
      const hostile = [
        concertAt(11, "Tab\\there \\N back\\slash", "Line\\nbreak\\r\\nCR\\rend", "Chicago", "2026-06-01"),
        new Concert({ ...concertAt(12, 'Quote " {brace}, comma', "\\.", "Chicago", "2026-06-01"), description: "NULL" }),
        new Concert({ ...concertAt(13, "Café 🎸 İstanbul ß", "Ünïcödé\u00a0Hall\u3000", "Zürich", "2026-06-02"), description: '\\N\\t\\\n"NULL"\n\n' }),
        new Concert({ ...concertAt(14, "  padded  ", "\u200b\ufeff", "Chicago", "2026-06-03"), description: "" })
      ]
      const result = await run(
        Effect.gen(function* () {
          const repo = yield* ConcertRepo
          const added = yield* repo.insertNew(hostile)
          const again = yield* repo.insertNew([concertAt(15, "TAB\\tHERE \\n BACK\\SLASH", "line\\nBREAK\\r\\ncr\\rEND", "chicago", "2026-06-01")])
          const stored = yield* Effect.forEach(hostile, (c) => repo.findById(c.id))
          return { added, again, stored: stored.map(Option.getOrThrow) }
        })
      )
      expect([...result.added].sort()).toEqual(hostile.map((c) => c.id).sort())
      expect(result.again.size).toBe(0)
      expect(result.stored.map((c) => [c.artist, c.venue, c.city, c.date, c.description])).toEqual(
        hostile.map((c) => [c.artist, c.venue, c.city, c.date, c.description])
      )
    })

    it("duplicate candidates are the city's concerts that may match, so the narrowed search finds every duplicate the full one does", async () => {
      const { layer, dispose } = await fresh()
      const runtime = ManagedRuntime.make(layer)
      let round = 0
      const concert = fc.record({
        artist: messyNameArb,
        venue: messyNameArb,
        city: fc.constantFrom("Austin", "austin", "AUSTIN", "Chicago"),
        day: fc.integer({ min: 1, max: 28 })
      })
      try {
        await fc.assert(
          fc.asyncProperty(fc.array(concert, { minLength: 1, maxLength: 16 }), async (drafts) => {
            round += 1
            const catalogue = drafts.map((d, i) =>
              concertAt(round * 100 + i, d.artist, d.venue, `${d.city} ${round}`, `2026-02-${String(d.day).padStart(2, "0")}`)
            )
            await runtime.runPromise(
              Effect.gen(function* () {
                const repo = yield* ConcertRepo
                const added = yield* repo.insertNew(catalogue)
                for (const target of catalogue.filter((c) => added.has(c.id))) {
                  const city = yield* repo.byCity(target.city)
                  const candidates = (yield* repo.duplicateCandidates(target)).map((c) => c.id)
                  const prepared = prepareConcert(target)
                  expect(candidates).toEqual(city.filter((c) => c.id !== target.id && mayMatch(prepared, prepareConcert(c))).map((c) => c.id))
                  const duplicates = city.filter((c) => matchOf(target, c) !== null).map((c) => c.id)
                  expect(candidates).toEqual(expect.arrayContaining(duplicates))
                  expect((yield* findDuplicatesOf(target.id)).map((d) => d.concert.id).sort()).toEqual(duplicates.sort())
                }
              })
            )
          }),
          { numRuns: 25 }
        )
      } finally {
        await runtime.dispose()
        await dispose()
      }
    })

    it("merge moves interests, keeps the stronger status of a user who has both, and deletes the duplicate", async () => {
      const statuses: Array<[InterestStatus | null, InterestStatus | null]> = [
        ["interested", "has_tickets"],
        ["has_tickets", "interested"],
        ["not_interested", "interested"],
        ["interested", "not_interested"],
        [null, "has_tickets"],
        ["interested", null]
      ]
      const users = statuses.map((_, i) => aUser(i + 1))
      const result = await run(
        Effect.gen(function* () {
          const repo = yield* ConcertRepo
          const interests = yield* InterestRepo
          yield* repo.insertMany([wilco, wilcoAgain])
          for (const user of users) yield* (yield* UserRepo).insert(user)
          for (const [i, [onPrimary, onDuplicate]] of statuses.entries()) {
            if (onPrimary) yield* interests.set(users[i]!.id, wilco.id, onPrimary, 1_750_000_000_000)
            if (onDuplicate) yield* interests.set(users[i]!.id, wilcoAgain.id, onDuplicate, 1_750_000_000_000)
          }
          const merged = yield* repo.merge(wilco.id, wilcoAgain.id)
          return { merged, primary: yield* repo.interestsOf(wilco.id), duplicate: yield* repo.findById(wilcoAgain.id) }
        })
      )
      expect(result.merged).toEqual({ moved: 5 })
      expect(result.primary).toEqual([
        { userId: users[0]!.id, status: "has_tickets" },
        { userId: users[1]!.id, status: "has_tickets" },
        { userId: users[2]!.id, status: "interested" },
        { userId: users[3]!.id, status: "interested" },
        { userId: users[4]!.id, status: "has_tickets" },
        { userId: users[5]!.id, status: "interested" }
      ])
      expect(Option.isNone(result.duplicate)).toBe(true)
    })
  })
