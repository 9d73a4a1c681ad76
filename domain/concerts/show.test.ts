/** Laws of a show's changes (issue #31): status transitions, SEQUENCE, and the merging of changes. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { localDateArb } from "./concert.arbitraries.ts"
import { applyStatus, CONCERT_STATUSES, mergeChanges, nextSequence, type ShowFacts, showChanges, type StatusFacts, type StatusRequest } from "./show.ts"

type Facts = StatusFacts & ShowFacts

const venueArb = fc.constantFrom("Metro", "metro", "Thalia Hall", "The Showbox")
const timeArb = fc.constantFrom(null, "19:00", "20:30")

/** A show in a state the migration's checks allow: previousDate exactly while rescheduled, previousVenue exactly while moved. */
const factsArb: fc.Arbitrary<Facts> = fc
  .record({
    status: fc.constantFrom(...CONCERT_STATUSES),
    statusReason: fc.constantFrom(null, "Illness"),
    date: localDateArb(),
    earlierDate: localDateArb(),
    venue: venueArb,
    earlierVenue: venueArb,
    city: fc.constantFrom("Chicago", "Austin"),
    startTime: timeArb,
    doorsTime: timeArb,
    zone: fc.constantFrom("Europe/Paris", "America/Chicago")
  })
  .map((f) => ({
    status: f.status,
    statusReason: f.statusReason,
    date: f.date,
    venue: f.venue,
    city: f.city,
    previousDate: f.status === "rescheduled" ? f.earlierDate : null,
    previousVenue: f.status === "moved" ? f.earlierVenue : null,
    startTime: f.startTime,
    doorsTime: f.doorsTime,
    timeZone: f.startTime === null && f.doorsTime === null ? null : f.zone
  }))

const requestArb: fc.Arbitrary<StatusRequest> = fc.record({
  status: fc.constantFrom(...CONCERT_STATUSES),
  date: fc.option(localDateArb(), { nil: undefined }),
  venue: fc.option(venueArb, { nil: undefined }),
  reason: fc.constantFrom(null, "The band is ill")
})

describe("a show's status", () => {
  it("keeps previousDate exactly while rescheduled and previousVenue exactly while moved", () => {
    fc.assert(
      fc.property(factsArb, requestArb, (facts, request) => {
        const result = applyStatus(facts, request)
        if (!result.ok) return
        expect(result.facts.previousDate !== null).toBe(result.facts.status === "rescheduled")
        expect(result.facts.previousVenue !== null).toBe(result.facts.status === "moved")
        expect(result.facts.status).toBe(request.status)
        expect(result.facts.statusReason).toBe(request.reason)
      })
    )
  })

  it("a reschedule keeps the earlier day and needs another; a move keeps the earlier venue and needs another; the others keep both", () => {
    fc.assert(
      fc.property(factsArb, requestArb, (facts, request) => {
        const result = applyStatus(facts, request)
        if (request.status === "rescheduled") {
          if (request.date === undefined || request.date === facts.date) expect(result).toMatchObject({ ok: false, field: "date" })
          else expect(result).toMatchObject({ ok: true, facts: { date: request.date, previousDate: facts.date, venue: facts.venue } })
        } else if (request.status === "moved") {
          if (request.venue === undefined || request.venue.toLowerCase() === facts.venue.toLowerCase())
            expect(result).toMatchObject({ ok: false, field: "venue" })
          else expect(result).toMatchObject({ ok: true, facts: { venue: request.venue, previousVenue: facts.venue, date: facts.date } })
        } else {
          expect(result).toMatchObject({ ok: true, facts: { date: facts.date, venue: facts.venue, previousDate: null, previousVenue: null } })
        }
      })
    )
  })

  it("applying a status, then the same again, changes nothing more (or is refused)", () => {
    fc.assert(
      fc.property(factsArb, requestArb, (facts, request) => {
        const once = applyStatus(facts, request)
        if (!once.ok) return
        const twice = applyStatus(once.facts, request)
        if (twice.ok) expect(twice.facts).toEqual(once.facts)
        else expect(["rescheduled", "moved"]).toContain(request.status)
      })
    )
  })

  it("SEQUENCE never decreases, and rises exactly when a calendar's facts changed", () => {
    fc.assert(
      fc.property(factsArb, fc.array(requestArb, { maxLength: 6 }), fc.nat(1000), (start, requests, sequence) => {
        let [facts, seq] = [start, sequence]
        for (const request of requests) {
          const result = applyStatus(facts, request)
          if (!result.ok) continue
          const changes = showChanges(facts, result.facts)
          const next = nextSequence(seq, changes)
          expect(next).toBeGreaterThanOrEqual(seq)
          expect(next > seq).toBe(changes.length > 0)
          ;[facts, seq] = [result.facts, next]
        }
      })
    )
  })

  it("a cancellation is a change of status only; a reschedule of the date, and of the status when it was another", () => {
    const facts: Facts = {
      status: "scheduled",
      statusReason: null,
      date: "2026-06-01" as Facts["date"],
      venue: "Metro",
      city: "Chicago",
      previousDate: null,
      previousVenue: null,
      startTime: "20:00",
      doorsTime: null,
      timeZone: "America/Chicago"
    }
    const cancelled = applyStatus(facts, { status: "cancelled", reason: "Illness" })
    expect(cancelled.ok && showChanges(facts, cancelled.facts)).toEqual([{ field: "status", from: "scheduled", to: "cancelled" }])
    const moved = applyStatus(facts, { status: "rescheduled", date: "2026-07-01" as Facts["date"], reason: null })
    expect(moved.ok && showChanges(facts, moved.facts)).toEqual([
      { field: "status", from: "scheduled", to: "rescheduled" },
      { field: "date", from: "2026-06-01", to: "2026-07-01" }
    ])
  })
})

describe("a show's changes", () => {
  it("nothing changed between a show and itself", () => {
    fc.assert(fc.property(factsArb, (facts) => showChanges(facts, facts).length === 0))
  })

  it("merging the changes of successive versions is associative, and merging nothing is the identity", () => {
    fc.assert(
      fc.property(factsArb, factsArb, factsArb, factsArb, (v0, v1, v2, v3) => {
        const [a, b, c] = [showChanges(v0, v1), showChanges(v1, v2), showChanges(v2, v3)]
        expect(mergeChanges(mergeChanges(a, b), c)).toEqual(mergeChanges(a, mergeChanges(b, c)))
        expect(mergeChanges(a, [])).toEqual(a)
        expect(mergeChanges([], a)).toEqual(a)
      })
    )
  })

  it("the changes of two edits merged are the changes from the first version to the last", () => {
    fc.assert(
      fc.property(factsArb, factsArb, factsArb, (a, b, c) => {
        expect(mergeChanges(showChanges(a, b), showChanges(b, c))).toEqual(showChanges(a, c))
      })
    )
  })
})
