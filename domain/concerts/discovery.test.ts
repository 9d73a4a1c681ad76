import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Degree } from "../friends/degree.ts"
import {
  classifyOpportunity,
  compareShown,
  countShown,
  countShownByDegree,
  displayNameOf,
  type InterestFact,
  isAfter,
  keepsConcert,
  type ShownInterest,
  shownInterests,
  shownRank,
  totalOf
} from "./discovery.ts"

const statusArb = fc.constantFrom("not_interested", "interested", "has_tickets" as const)
const factArb: fc.Arbitrary<InterestFact> = fc.record({
  userId: fc.uuid(),
  status: statusArb,
  degree: fc.constantFrom<Degree>("self", 1, 2, "none"),
  visibility: fc.constantFrom("public", "friends_of_friends", "friends_only", "private" as const),
  displayName: fc.option(fc.string(), { nil: null })
})
const factsArb = fc.uniqueArray(factArb, { maxLength: 12, selector: (f) => f.userId })
const circleArb = fc.constantFrom("friends", "friends_of_friends", "anyone" as const)

describe("whose interest a viewer is shown", () => {
  it("never the viewer, never not_interested, never a private person", () => {
    fc.assert(
      fc.property(circleArb, factsArb, (circle, facts) => {
        const shown = new Set(shownInterests(circle, facts).map((s) => s.userId))
        for (const f of facts) {
          if (f.degree === "self" || f.status === "not_interested" || f.visibility === "private") {
            expect(shown.has(f.userId)).toBe(false)
          }
        }
      })
    )
  })

  it("the friends circle shows only degree 1, friends-of-friends only degrees 1 and 2", () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        expect(shownInterests("friends", facts).every((s) => s.degree === 1)).toBe(true)
        expect(shownInterests("friends_of_friends", facts).every((s) => s.degree === 1 || s.degree === 2)).toBe(true)
      })
    )
  })

  it("a wider circle shows everyone a narrower one shows", () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const ids = (circle: "friends" | "friends_of_friends" | "anyone") => shownInterests(circle, facts).map((s) => s.userId)
        expect(ids("friends_of_friends")).toEqual(expect.arrayContaining(ids("friends")))
        expect(ids("anyone")).toEqual(expect.arrayContaining(ids("friends_of_friends")))
      })
    )
  })

  it("people outside the circle are shown only when public, with no degree", () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        for (const s of shownInterests("anyone", facts)) {
          if (s.degree === null) expect(facts.some((f) => f.userId === s.userId && f.visibility === "public")).toBe(true)
        }
      })
    )
  })

  it("a missing or blank name is User plus the first 8 characters of the id", () => {
    fc.assert(fc.property(fc.uuid(), fc.constantFrom(null, "", "  "), (id, name) => displayNameOf(id, name) === `User ${id.slice(0, 8)}`))
    expect(displayNameOf("abc", "Bea")).toBe("Bea")
  })
})

const shownArb: fc.Arbitrary<ShownInterest> = fc.record({
  userId: fc.uuid(),
  displayName: fc.string({ maxLength: 5 }),
  status: fc.constantFrom("interested", "has_tickets" as const),
  degree: fc.constantFrom(1, 2, null)
})
const shownListArb = fc.uniqueArray(shownArb, { maxLength: 12, selector: (s) => s.userId })
/** How close a degree is: friends, friends of friends, public strangers. */
const closeness = (degree: ShownInterest["degree"]) => (degree === 1 ? 0 : degree === 2 ? 1 : 2)

describe("the order of a concert's list, closest first", () => {
  it("a friend comes before a friend of a friend, who comes before a stranger; within a degree, tickets before interest; then by user id", () => {
    fc.assert(
      fc.property(shownArb, shownArb, (a, b) => {
        const order = Math.sign(compareShown(a, b))
        if (a.degree !== b.degree) expect(order).toBe(Math.sign(closeness(a.degree) - closeness(b.degree)))
        else if (a.status !== b.status) expect(order).toBe(a.status === "has_tickets" ? -1 : 1)
        else expect(order).toBe(a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)
      })
    )
  })

  it("is a total order: antisymmetric, and every shuffle of a list sorts to one list", () => {
    const listAndShuffle = shownListArb.chain((list) =>
      fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }))
    )
    fc.assert(
      fc.property(listAndShuffle, ([list, shuffled]) => {
        for (const a of list) for (const b of list) expect(Math.sign(compareShown(a, b))).toBe(-Math.sign(compareShown(b, a)) || 0)
        expect([...shuffled].sort(compareShown)).toEqual([...list].sort(compareShown))
      })
    )
  })

  it("the rank is 0 to 5, one value per degree and status, growing with distance", () => {
    fc.assert(
      fc.property(shownArb, shownArb, (a, b) => {
        expect(shownRank(a)).toBeGreaterThanOrEqual(0)
        expect(shownRank(a)).toBeLessThanOrEqual(5)
        expect(shownRank(a) === shownRank(b)).toBe(a.degree === b.degree && a.status === b.status)
        if (closeness(a.degree) < closeness(b.degree)) expect(shownRank(a)).toBeLessThan(shownRank(b))
      })
    )
  })

  it("what a viewer is shown is in that order", () => {
    fc.assert(
      fc.property(circleArb, factsArb, (circle, facts) => {
        const shown = shownInterests(circle, facts)
        for (let i = 1; i < shown.length; i++) expect(compareShown(shown[i - 1]!, shown[i]!)).toBeLessThan(0)
      })
    )
  })

  it("the list after a cursor is exactly the people ordered after its place, so pages neither repeat nor skip", () => {
    fc.assert(
      fc.property(shownListArb, fc.nat(), (list, pick) => {
        const sorted = [...list].sort(compareShown)
        if (sorted.length === 0) return
        const at = sorted[pick % sorted.length]!
        const cursor = { rank: shownRank(at), userId: at.userId }
        expect(sorted.filter((s) => isAfter(s, cursor))).toEqual(sorted.slice(sorted.indexOf(at) + 1))
      })
    )
  })
})

describe("a concert's counts by degree", () => {
  it("add up to the counts of the whole list, and to its length", () => {
    fc.assert(
      fc.property(shownListArb, (list) => {
        const byDegree = countShownByDegree(list)
        expect(totalOf(byDegree)).toEqual(countShown(list))
        const sum = Object.values(byDegree).reduce((n, c) => n + c.interested + c.hasTickets, 0)
        expect(sum).toBe(list.length)
      })
    )
  })

  it("count each person under their own degree and status, whatever the order or the names kept", () => {
    fc.assert(
      fc.property(shownListArb, (list) => {
        const byDegree = countShownByDegree(list)
        const counts = { 1: byDegree.friends, 2: byDegree.friendsOfFriends, none: byDegree.others }
        for (const degree of [1, 2, null] as const) {
          const of = counts[degree ?? "none"]
          expect(of.interested).toBe(list.filter((s) => s.degree === degree && s.status === "interested").length)
          expect(of.hasTickets).toBe(list.filter((s) => s.degree === degree && s.status === "has_tickets").length)
        }
        expect(countShownByDegree([...list].reverse())).toEqual(byDegree)
      })
    )
  })
})

describe("activity filters", () => {
  it("tickets keeps a subset of interest, which keeps a subset of all", () => {
    fc.assert(
      fc.property(circleArb, factsArb, (circle, facts) => {
        const shown = shownInterests(circle, facts)
        if (keepsConcert("tickets", null, shown)) expect(keepsConcert("interest", null, shown)).toBe(true)
        expect(keepsConcert("all", null, shown)).toBe(true)
        expect(keepsConcert("interest", null, shown)).toBe(shown.length > 0)
      })
    )
  })

  it("mine keeps exactly the concerts the viewer is interested in or has tickets for", () => {
    fc.assert(fc.property(statusArb, (status) => keepsConcert("mine", status, []) === (status !== "not_interested")))
    expect(keepsConcert("mine", null, [])).toBe(false)
  })
})

describe("group opportunity classification", () => {
  const statusesArb = fc.array(statusArb, { maxLength: 10 })
  const count = (xs: ReadonlyArray<string>, s: string) => xs.filter((x) => x === s).length

  it("is Ready to Go exactly when 2 or more others have tickets", () => {
    fc.assert(fc.property(statusesArb, (xs) => (classifyOpportunity(xs) === "ready_to_go") === count(xs, "has_tickets") >= 2))
  })

  it("is Building Interest exactly when not Ready to Go and 2 or more are interested", () => {
    fc.assert(
      fc.property(statusesArb, (xs) => (classifyOpportunity(xs) === "building_interest") === (count(xs, "has_tickets") < 2 && count(xs, "interested") >= 2))
    )
  })

  it("ignores not_interested entries and the order of people", () => {
    fc.assert(
      fc.property(statusesArb, fc.nat(5), (xs, extra) => {
        const padded = [...xs, ...Array.from({ length: extra }, () => "not_interested" as const)]
        expect(classifyOpportunity(padded)).toBe(classifyOpportunity(xs))
        expect(classifyOpportunity([...xs].reverse())).toBe(classifyOpportunity(xs))
      })
    )
  })

  it("one more ticket holder never turns a Ready to Go concert into anything else", () => {
    fc.assert(fc.property(statusesArb, (xs) => classifyOpportunity(xs) !== "ready_to_go" || classifyOpportunity([...xs, "has_tickets"]) === "ready_to_go"))
  })

  it("fewer than 2 others is never an opportunity", () => {
    fc.assert(fc.property(fc.array(statusArb, { maxLength: 1 }), (xs) => classifyOpportunity(xs) === null))
  })
})
