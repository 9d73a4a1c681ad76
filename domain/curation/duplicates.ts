/** Duplicate detection over the catalogue: the matches of one concert, and likely pairs city by city. */
import { Effect, Option } from "effect"
import type { Concert } from "../concerts/concert.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import { ConcertId } from "../kernel/ids.ts"
import { ConcertNotFound } from "./errors.ts"
import { type Match, matchOfPrepared, prepareConcert } from "./similarity.ts"

export interface DuplicateCandidate {
  readonly concert: Concert
  readonly match: Match
}

export interface DuplicatePair {
  readonly a: Concert
  readonly b: Concert
  readonly match: Match
}

const confidenceRank = { high: 0, medium: 1, low: 2 } as const

const strongestFirst = (x: { match: Match }, y: { match: Match }) =>
  confidenceRank[x.match.confidence] - confidenceRank[y.match.confidence] || y.match.reasons.length - x.match.reasons.length

/** Every concert of the same city that matches this one, strongest first (the catalogue narrows, the rule decides). */
export const findDuplicatesOf = Effect.fn("findDuplicatesOf")(function* (id: string) {
  const concertId = ConcertId.makeOption(id)
  const found = Option.isSome(concertId) ? yield* (yield* ConcertRepo).duplicateCandidatesOf(concertId.value) : Option.none()
  if (Option.isNone(found)) return yield* new ConcertNotFound({ concertId: id })
  const { concert, candidates: sameCity } = found.value
  const prepared = prepareConcert(concert)
  return sameCity
    .flatMap((other) => {
      const match = matchOfPrepared(prepared, prepareConcert(other))
      return match ? [{ concert: other, match }] : []
    })
    .sort(strongestFirst) satisfies ReadonlyArray<DuplicateCandidate>
})

/** Likely duplicate pairs within one list of concerts (each pair once, earlier concert first); each prepared once. */
export const pairsOf = (concerts: ReadonlyArray<Concert>): ReadonlyArray<DuplicatePair> => {
  const prepared = concerts.map(prepareConcert)
  const pairs: Array<DuplicatePair> = []
  for (let i = 0; i < prepared.length; i++) {
    for (let j = i + 1; j < prepared.length; j++) {
      const match = matchOfPrepared(prepared[i]!, prepared[j]!)
      if (match) pairs.push({ a: prepared[i]!.concert, b: prepared[j]!.concert, match })
    }
  }
  return pairs
}

/**
 * The catalogue's likely duplicate pairs, city by city (one city, in any letter case, when given), each city
 * spelled as the catalogue has it; cities without pairs are left out.
 */
export const duplicateReport = Effect.fn("duplicateReport")(function* (city?: string) {
  const repo = yield* ConcertRepo
  const all = yield* repo.cities()
  const cities = city === undefined ? all : all.filter((name) => name.toLowerCase() === city.trim().toLowerCase())
  const report = yield* Effect.forEach(cities, (name) =>
    Effect.map(repo.byCity(name), (concerts) => ({ city: name, pairs: [...pairsOf(concerts)].sort(strongestFirst) }))
  )
  return report.filter((entry) => entry.pairs.length > 0)
})
