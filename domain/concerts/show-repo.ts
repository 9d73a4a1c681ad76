/**
 * Port: what a show has beside its concert row (issue #31): its ticket links, each city's time zone, and what deleting
 * it would take with it (its fans' marks and plans).
 */
import { Context, type Effect, type Option } from "effect"
import type { ConcertId } from "../kernel/ids.ts"
import type { TicketLink } from "./show.ts"

/** A city's zone as stored: the city as the catalogue spells it (else as the admin wrote it), and its IANA name. */
export interface CityZone {
  readonly city: string
  readonly timeZone: string
}

/** What a concert's deletion would take with it: interests other than not interested, and plans. */
export interface ConcertUsage {
  readonly interests: number
  readonly plans: number
}

export class ShowRepo extends Context.Service<
  ShowRepo,
  {
    /** The concert's ticket links, in the order shown (none for an unknown concert). */
    ticketLinks(concertId: ConcertId): Effect.Effect<ReadonlyArray<TicketLink>>
    /** Replaces the concert's ticket links with these (at most 5, already valid), in this order. */
    setTicketLinks(concertId: ConcertId, links: ReadonlyArray<TicketLink>): Effect.Effect<void>
    /** The city's zone, whatever the letter case of the city; none: the server's applies. */
    cityTimeZone(city: string): Effect.Effect<Option.Option<string>>
    /** Every city with a zone of its own, by city (letter case ignored). */
    cityTimeZones(): Effect.Effect<ReadonlyArray<CityZone>>
    /** Sets the city's zone (null: clears it), one row per city whatever its spelling. */
    setCityTimeZone(city: string, timeZone: string | null, at: number): Effect.Effect<void>
    /** The concert's interests (not counting not interested) and plans. */
    usage(concertId: ConcertId): Effect.Effect<ConcertUsage>
  }
>()("domain/concerts/ShowRepo") {}
