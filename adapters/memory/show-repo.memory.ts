/** ShowRepo in memory: the executable specification of the Postgres adapter. */
import { Effect, Layer, Option } from "effect"
import { ShowRepo } from "../../domain/concerts/show-repo.ts"
import { plansOfConcert } from "./plan-repo.memory.ts"
import { MemoryStore } from "./store.ts"

export const layer: Layer.Layer<ShowRepo, never, MemoryStore> = Layer.effect(
  ShowRepo,
  Effect.gen(function* () {
    const { tables } = yield* MemoryStore
    // The catalogue's spelling of a city (the smallest, as `cities` picks it), else the key.
    const spellingOf = (key: string) => {
      let spelling: string | undefined
      for (const c of tables.concerts.values()) if (c.city.toLowerCase() === key && (spelling === undefined || c.city < spelling)) spelling = c.city
      return spelling ?? key
    }
    return ShowRepo.of({
      ticketLinks: (concertId) => Effect.sync(() => tables.ticketLinks.get(concertId) ?? []),
      setTicketLinks: (concertId, links) =>
        Effect.sync(() => {
          if (links.length > 5) throw new Error("concert_ticket_links check violated: position between 0 and 4")
          if (!tables.concerts.has(concertId)) return
          if (links.length === 0) tables.ticketLinks.delete(concertId)
          else
            tables.ticketLinks.set(
              concertId,
              links.map((l) => ({ label: l.label, url: l.url, onSaleAt: l.onSaleAt }))
            )
        }),
      cityTimeZone: (city) => Effect.sync(() => Option.map(Option.fromUndefinedOr(tables.cityTimeZones.get(city.toLowerCase())), (z) => z.timeZone)),
      cityTimeZones: () =>
        Effect.sync(() =>
          [...tables.cityTimeZones.entries()]
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([key, z]) => ({ city: spellingOf(key), timeZone: z.timeZone }))
        ),
      setCityTimeZone: (city, timeZone, at) =>
        Effect.sync(() => {
          const key = city.toLowerCase()
          if (timeZone === null) tables.cityTimeZones.delete(key)
          else tables.cityTimeZones.set(key, { timeZone, updatedAt: at })
        }),
      usage: (concertId) =>
        Effect.sync(() => ({
          interests: [...tables.interests.values()].filter((i) => i.concertId === concertId && i.status !== "not_interested").length,
          plans: plansOfConcert(tables, concertId).size
        }))
    })
  })
)
