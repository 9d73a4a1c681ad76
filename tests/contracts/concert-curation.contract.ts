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

    it("insertNew stores each concert's own fields whether its batch shares a field or not", async () => {
      // The Postgres adapter sends a field every concert of the batch shares once, and the others as arrays.
      const base = concertAt(21, "Shared Act", "Shared Hall", "Chicago", "2026-06-01")
      const alike = [base, new Concert({ ...base, id: anId(22) as ConcertId, date: "2026-06-02" as LocalDate })]
      const mixed = [
        new Concert({ ...base, id: anId(23) as ConcertId, artist: "Timed Act", startTime: "20:00", doorsTime: "19:00", timeZone: "America/Chicago" }),
        new Concert({
          ...base,
          id: anId(24) as ConcertId,
          artist: "Cancelled Act",
          status: "cancelled",
          statusReason: "Ill",
          sequence: 3,
          changedAt: 1_760_000_000_000,
          description: "Gone",
          imageUrl: "https://example.com/a.png",
          createdAt: 1_750_000_000_123
        }),
        new Concert({ ...base, id: anId(25) as ConcertId, artist: "Postponed Act", venue: "Other Hall", city: "Zürich", status: "postponed" })
      ]
      const single = [new Concert({ ...base, id: anId(26) as ConcertId, artist: "Lone Act", description: "Only one" })]
      const result = await run(
        Effect.gen(function* () {
          const repo = yield* ConcertRepo
          const added = [...(yield* repo.insertNew(alike)), ...(yield* repo.insertNew(mixed)), ...(yield* repo.insertNew(single))]
          const all = [...alike, ...mixed, ...single]
          return { added, stored: (yield* Effect.forEach(all, (c) => repo.findById(c.id))).map(Option.getOrThrow), all }
        })
      )
      expect(result.added.sort()).toEqual(result.all.map((c) => c.id).sort())
      expect(result.stored).toEqual(result.all)
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

    it("duplicateCandidatesOf reads the concert with its duplicate candidates, for names of any length, spacing and script", async () => {
      const { layer, dispose } = await fresh()
      const runtime = ManagedRuntime.make(layer)
      let round = 0
      // Plain names (the Postgres adapter prepares them in SQL, up to eight words) with repeated words, words inside
      // words and runs of spaces, longer ones (nine to eleven words) and a few the messy words make not plain.
      const plainWord = fc.constantFrom("the", "hall", "all", "metro", "metronome", "o2", "jam", "keys", "red", "rocks", "a")
      const plainName = fc
        .tuple(fc.array(fc.tuple(plainWord, fc.constantFrom(" ", "  ", "   ")), { minLength: 1, maxLength: 11 }), fc.boolean(), fc.boolean())
        .map(([parts, padded, upper]) => {
          const name = parts.map(([w, g], i) => (i === 0 ? w : g + w)).join("")
          const cased = upper ? name.toUpperCase() : name
          return padded ? `  ${cased} ` : cased
        })
      const name = fc.oneof({ weight: 4, arbitrary: plainName }, { weight: 1, arbitrary: messyNameArb })
      const concert = fc.record({ artist: name, venue: name, city: fc.constantFrom("Austin", "austin", "AUSTIN"), day: fc.integer({ min: 1, max: 20 }) })
      try {
        await fc.assert(
          fc.asyncProperty(fc.array(concert, { minLength: 1, maxLength: 14 }), async (drafts) => {
            round += 1
            const catalogue = drafts.map((d, i) =>
              concertAt(round * 100 + i, d.artist, d.venue, `${d.city} ${round}`, `2026-03-${String(d.day).padStart(2, "0")}`)
            )
            await runtime.runPromise(
              Effect.gen(function* () {
                const repo = yield* ConcertRepo
                const added = yield* repo.insertNew(catalogue)
                for (const target of catalogue.filter((c) => added.has(c.id))) {
                  const city = yield* repo.byCity(target.city)
                  const prepared = prepareConcert(target)
                  const found = Option.getOrThrow(yield* repo.duplicateCandidatesOf(target.id))
                  expect(found.concert).toEqual(target)
                  expect(found.candidates).toEqual(city.filter((c) => c.id !== target.id && mayMatch(prepared, prepareConcert(c))))
                  expect(found.candidates).toEqual(yield* repo.duplicateCandidates(target))
                }
                expect(Option.isNone(yield* repo.duplicateCandidatesOf(anId(round * 100 + 99) as ConcertId))).toBe(true)
              })
            )
          }),
          { numRuns: 30 }
        )
      } finally {
        await runtime.dispose()
        await dispose()
      }
    })

    it("duplicateCandidatesOf finds the same artist under names of eight, nine and ten words", async () => {
      // Each name's own words, so that only its namesake (another day, another venue) may match it.
      const named = (n: number) => Array.from({ length: n }, (_, i) => `w${n}x${i}`).join(" ")
      // Every concert on its own day, weeks from the others: only the namesake's artist can make it a candidate.
      const day = (k: number) => new Date(Date.UTC(2026, 0, 1 + 20 * k)).toISOString().slice(0, 10)
      const catalogue = [8, 9, 10].flatMap((n, i) => [
        concertAt(40 + 2 * i, named(n), `Hall ${n}`, "Boston", day(2 * i)),
        concertAt(41 + 2 * i, `  ${named(n).toUpperCase()} `, `Club ${n}`, "boston", day(2 * i + 1))
      ])
      const result = await run(
        Effect.gen(function* () {
          const repo = yield* ConcertRepo
          yield* repo.insertMany(catalogue)
          return yield* Effect.forEach(catalogue, (c) =>
            Effect.map(repo.duplicateCandidatesOf(c.id), (found) => Option.getOrThrow(found).candidates.map((x) => x.id))
          )
        })
      )
      const namesakeOf = (i: number) => catalogue[i % 2 === 0 ? i + 1 : i - 1]!
      expect(result).toEqual(catalogue.map((_, i) => [namesakeOf(i).id]))
      expect(catalogue.every((c, i) => mayMatch(prepareConcert(c), prepareConcert(namesakeOf(i))))).toBe(true)
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
