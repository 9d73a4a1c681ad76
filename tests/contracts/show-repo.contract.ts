/** The ShowRepo contract (issue #31): ticket links, city time zones and a concert's usage; every adapter must pass it. */
import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { Concert } from "../../domain/concerts/concert.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { InterestRepo } from "../../domain/concerts/interest-repo.ts"
import type { TicketLink } from "../../domain/concerts/show.ts"
import { ShowRepo } from "../../domain/concerts/show-repo.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { PlanRepo } from "../../domain/plans/plan-repo.ts"
import { aUser, anId, type FreshStore, withStore } from "./fresh-store.ts"

const T0 = 1_800_000_000_000

const aConcert = (n: number, city = "Chicago") =>
  new Concert({
    id: anId(5000 + n) as ConcertId,
    artist: `Artist ${n}`,
    venue: `Venue ${n}`,
    city,
    date: "2030-03-01" as LocalDate,
    description: null,
    imageUrl: null,
    createdBy: null,
    createdAt: T0
  })
const [wilco, mitski, other] = [aConcert(1), aConcert(2, "chicago"), aConcert(3, "Austin")]

const links: ReadonlyArray<TicketLink> = [
  { label: "Presale", url: "https://tickets.example/presale", onSaleAt: T0 + 60_000 },
  { label: "Tickets", url: "https://tickets.example/wilco", onSaleAt: null },
  { label: "VIP", url: "https://vip.example/a", onSaleAt: null },
  { label: "Resale", url: "https://resale.example/b", onSaleAt: null },
  { label: "Sold out", url: "https://tickets.example/sold", onSaleAt: T0 }
]

export const showRepoContract = (name: string, fresh: FreshStore) =>
  describe(`ShowRepo contract: ${name}`, () => {
    const run = withStore(fresh)

    it("ticket links are replaced as a whole, in order; none for an unknown concert; they go with their concert", async () => {
      const result = await run(
        Effect.gen(function* () {
          const shows = yield* ShowRepo
          const concerts = yield* ConcertRepo
          yield* concerts.insertMany([wilco, mitski])
          yield* shows.setTicketLinks(wilco.id, links)
          const five = yield* shows.ticketLinks(wilco.id)
          yield* shows.setTicketLinks(wilco.id, [links[1]!, links[0]!])
          const two = yield* shows.ticketLinks(wilco.id)
          yield* shows.setTicketLinks(mitski.id, [links[2]!])
          yield* shows.setTicketLinks(other.id, [links[2]!])
          const unknown = yield* shows.ticketLinks(other.id)
          yield* concerts.delete(mitski.id)
          const deleted = yield* shows.ticketLinks(mitski.id)
          yield* shows.setTicketLinks(wilco.id, [])
          return { five, two, unknown, deleted, cleared: yield* shows.ticketLinks(wilco.id) }
        })
      )
      expect(result.five).toEqual(links)
      expect(result.two).toEqual([links[1], links[0]])
      expect(result.unknown).toEqual([])
      expect(result.deleted).toEqual([])
      expect(result.cleared).toEqual([])
    })

    it("a merge keeps the primary's links; the duplicate's go with it", async () => {
      const result = await run(
        Effect.gen(function* () {
          const shows = yield* ShowRepo
          const concerts = yield* ConcertRepo
          yield* concerts.insertMany([wilco, mitski])
          yield* shows.setTicketLinks(wilco.id, [links[0]!])
          yield* shows.setTicketLinks(mitski.id, [links[1]!])
          yield* concerts.merge(wilco.id, mitski.id)
          return { primary: yield* shows.ticketLinks(wilco.id), duplicate: yield* shows.ticketLinks(mitski.id) }
        })
      )
      expect(result).toEqual({ primary: [links[0]], duplicate: [] })
    })

    it("a city's zone is one row whatever the city's letter case; listed in the catalogue's spelling; null clears it", async () => {
      const result = await run(
        Effect.gen(function* () {
          const shows = yield* ShowRepo
          yield* (yield* ConcertRepo).insertMany([wilco, mitski, other])
          const none = yield* shows.cityTimeZone("Chicago")
          yield* shows.setCityTimeZone("CHICAGO", "America/New_York", T0)
          yield* shows.setCityTimeZone("chicago", "America/Chicago", T0 + 1)
          yield* shows.setCityTimeZone("Lisbon", "Europe/Lisbon", T0)
          const set = { chicago: yield* shows.cityTimeZone("ChIcAgO"), list: yield* shows.cityTimeZones() }
          yield* shows.setCityTimeZone("Lisbon", null, T0 + 2)
          yield* shows.setCityTimeZone("Nowhere", null, T0 + 2)
          return { none, ...set, after: yield* shows.cityTimeZones() }
        })
      )
      expect(Option.isNone(result.none)).toBe(true)
      expect(result.chicago).toEqual(Option.some("America/Chicago"))
      expect(result.list).toEqual([
        { city: "Chicago", timeZone: "America/Chicago" },
        { city: "lisbon", timeZone: "Europe/Lisbon" }
      ])
      expect(result.after).toEqual([{ city: "Chicago", timeZone: "America/Chicago" }])
    })

    it("usage counts interests other than not interested, and plans", async () => {
      const result = await run(
        Effect.gen(function* () {
          const users = yield* UserRepo
          for (const n of [1, 2, 3]) yield* users.insert(aUser(n))
          yield* (yield* ConcertRepo).insertMany([wilco, mitski])
          const interests = yield* InterestRepo
          yield* interests.set(aUser(1).id, wilco.id, "has_tickets", T0)
          yield* interests.set(aUser(2).id, wilco.id, "interested", T0)
          yield* interests.set(aUser(3).id, wilco.id, "not_interested", T0)
          yield* interests.set(aUser(3).id, mitski.id, "not_interested", T0)
          const plan = { id: anId(6001), concertId: wilco.id, makerId: aUser(1).id, title: null, meetPlace: null, meetAt: null, createdAt: T0, updatedAt: T0 }
          yield* (yield* PlanRepo).create(plan, {
            planId: plan.id,
            userId: aUser(1).id,
            answer: "going",
            ticket: null,
            spares: 0,
            ticketNote: null,
            joinedAt: T0
          })
          const shows = yield* ShowRepo
          return { wilco: yield* shows.usage(wilco.id), mitski: yield* shows.usage(mitski.id), unknown: yield* shows.usage(other.id) }
        })
      )
      expect(result).toEqual({ wilco: { interests: 2, plans: 1 }, mitski: { interests: 0, plans: 0 }, unknown: { interests: 0, plans: 0 } })
    })
  })
