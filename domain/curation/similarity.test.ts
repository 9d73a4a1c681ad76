import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { concertLikeArb, messyNameArb, nameArb, respelledArb } from "./curation.arbitraries.ts"
import { ARTIST_THRESHOLD, flagsOf, matchOf, mayMatch, prepareConcert, similarity, VENUE_HIGH, VENUE_THRESHOLD } from "./similarity.ts"

const score = fc.double({ min: 0, max: 1, noNaN: true })

describe("similarity", () => {
  it("similarity is symmetric", () => {
    fc.assert(fc.property(nameArb, nameArb, (a, b) => similarity(a, b) === similarity(b, a)))
  })

  it("similarity is always within [0, 1]", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const s = similarity(a, b)
        return s >= 0 && s <= 1
      })
    )
  })

  it("equal names score 1, whatever their letter case and spacing", () => {
    fc.assert(
      fc.property(
        nameArb.chain((n) => fc.tuple(fc.constant(n), respelledArb(n))),
        ([a, b]) => similarity(a, b) === 1
      )
    )
  })

  it("a name inside another scores 0.8; otherwise the share of common words", () => {
    expect(similarity("Pearl Jam", "Pearl Jam Live")).toBe(0.8)
    expect(similarity("The Black Keys", "Black Keys")).toBe(0.8)
    expect(similarity("Red Rocks Amphitheatre", "Red Rocks Park")).toBeCloseTo(2 / 3)
    expect(similarity("Metro", "Mohawk")).toBe(0)
  })
})

describe("duplicate matches", () => {
  it("concerts in different cities are never compared", () => {
    fc.assert(fc.property(concertLikeArb, concertLikeArb, (a, b) => a.city.toLowerCase() === b.city.toLowerCase() || matchOf(a, b) === null))
  })

  it("a concert is never its own duplicate", () => {
    fc.assert(fc.property(concertLikeArb, (a) => matchOf(a, a) === null))
  })

  it("matching is symmetric", () => {
    fc.assert(fc.property(concertLikeArb, concertLikeArb, (a, b) => JSON.stringify(matchOf(a, b)) === JSON.stringify(matchOf(b, a))))
  })

  it("a reported match is high confidence or has at least two reasons", () => {
    fc.assert(
      fc.property(concertLikeArb, concertLikeArb, (a, b) => {
        const match = matchOf(a, b)
        return match === null || match.confidence === "high" || match.reasons.length >= 2
      })
    )
  })

  it("the artist and venue thresholds are strict: a score exactly at one raises no flag", () => {
    fc.assert(fc.property(score, fc.nat({ max: 30 }), (venue, days) => !flagsOf({ artist: ARTIST_THRESHOLD, venue, days }).some((f) => f.reason === "artist")))
    fc.assert(fc.property(score, fc.nat({ max: 30 }), (artist, days) => !flagsOf({ artist, venue: VENUE_THRESHOLD, days }).some((f) => f.reason === "venue")))
    expect(flagsOf({ artist: 0, venue: VENUE_HIGH, days: 30 })).toEqual([{ reason: "venue", confidence: "medium" }])
    expect(flagsOf({ artist: 0.81, venue: 0.81, days: 30 })).toEqual([
      { reason: "artist", confidence: "medium" },
      { reason: "venue", confidence: "high" }
    ])
  })

  it("the date window is inclusive: 0 days high, up to 3 medium, up to 7 low, 8 none", () => {
    const dateFlag = (days: number) => flagsOf({ artist: 0, venue: 0, days }).find((f) => f.reason === "date")?.confidence
    expect([0, 3, 4, 7, 8].map(dateFlag)).toEqual(["high", "medium", "low", "low", undefined])
  })

  it("the same artist in the same city is a match on any day; a similar one needs a second reason", () => {
    const base = { id: "a", artist: "Wilco", venue: "Metro", city: "Chicago", date: "2026-06-01" }
    expect(matchOf(base, { ...base, id: "b", venue: "Empty Bottle", date: "2027-01-01" })?.confidence).toBe("high")
    expect(matchOf(base, { ...base, id: "b", artist: "Wilco Live", venue: "Thalia Hall", date: "2026-06-03" })).toBeNull()
    expect(matchOf(base, { ...base, id: "b", artist: "Wilco Live", date: "2026-06-03" })).toMatchObject({ confidence: "high", reasons: ["venue", "date"] })
  })
  it("every match meets the bound the catalogue narrows candidates with, and that bound leaves some out", () => {
    const text = fc.oneof(nameArb, messyNameArb, fc.string({ unit: "binary", maxLength: 12 }))
    const near = fc.integer({ min: 0, max: 20 }).map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10))
    const concert = fc.record({ id: fc.uuid({ version: 4 }), artist: text, venue: text, city: fc.constant("Austin"), date: near })
    fc.assert(
      fc.property(concert, concert, (a, b) => matchOf(a, b) === null || mayMatch(prepareConcert(a), prepareConcert(b))),
      { numRuns: 3000 }
    )
    const wilco = prepareConcert({ id: "a", artist: "Wilco", venue: "Metro", city: "Chicago", date: "2026-06-01" })
    const on = (date: string) => (artist: string, venue: string) => mayMatch(wilco, prepareConcert({ id: "b", artist, venue, city: "Chicago", date }))
    const far = on("2026-06-09")
    expect([far("Mitski", "Thalia Hall"), far("Mitski", "Metro Bar"), far("wilco live", "Hall"), far("Mitski", "Met"), far("Mitskí", "Hall")]).toEqual([
      false,
      true,
      true,
      false,
      true
    ])
    // Within the date window a venue above VENUE_THRESHOLD is needed too (a name inside the other's scores 0.8).
    const soon = on("2026-06-04")
    expect([soon("Mitski", "Thalia Hall"), soon("Mitski", "Met"), soon("Mitski", "The Metro"), on("2026-06-01")("Mitski", "Thalia Hall")]).toEqual([
      false,
      true,
      true,
      true
    ])
  })
})
