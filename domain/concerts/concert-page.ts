/**
 * Use cases of a concert's own page (issue #28): the concert as the concerts page annotates it, its other upcoming
 * concerts, and the catalogue's facts a shared link shows anyone (never a person, a name or a count).
 */
import { Clock, Effect, Option, Schema } from "effect"
import { countAgainst } from "../accounts/rate-limit.ts"
import { ConcertNotFound } from "../curation/errors.ts"
import { ConcertId } from "../kernel/ids.ts"
import { today } from "../kernel/local-date.ts"
import type { Concert } from "./concert.ts"
import { ConcertRepo } from "./concert-repo.ts"
import { FIRST_SHOWN, toDiscoveryConcert } from "./discover.ts"
import { type DiscoveryConcert, type PublicConcert, RELATED_LIMIT, type RelatedConcerts } from "./discovery-contract.ts"
import { DiscoveryRepo } from "./discovery-repo.ts"
import type { TicketLink } from "./show.ts"
import { ShowRepo } from "./show-repo.ts"
import { toConcertDto } from "./to-dto.ts"

const isConcertId = Schema.is(ConcertId)

/** An id in a path as the stores key it: a UUID in lower case; anything else names no concert (and never reaches a store). */
const concertKey = (concertId: string): Effect.Effect<ConcertId, ConcertNotFound> => {
  const key = concertId.toLowerCase()
  return isConcertId(key) ? Effect.succeed(key) : Effect.fail(new ConcertNotFound({ concertId }))
}

/** The stored concert with this id, or ConcertNotFound. */
export const findConcert = Effect.fn("findConcert")(function* (concertId: string) {
  const found = yield* (yield* ConcertRepo).findById(yield* concertKey(concertId))
  if (Option.isNone(found)) return yield* new ConcertNotFound({ concertId })
  return found.value
})

/**
 * GET /api/concerts/{id}: the concert exactly as the concerts page shows it with its default filters (everyone
 * the viewer may see, the first `FIRST_SHOWN` named in "Show all" order), past concerts included.
 */
export const concertPage = Effect.fn("concertPage")(function* (viewerId: string, concertId: string) {
  const [found] = yield* (yield* DiscoveryRepo).page({
    viewerId,
    circle: "anyone",
    activity: "all",
    concertId: yield* concertKey(concertId),
    limit: 1,
    shownLimit: FIRST_SHOWN,
    now: yield* Clock.currentTimeMillis
  })
  if (found === undefined) return yield* new ConcertNotFound({ concertId })
  return toDiscoveryConcert(found) satisfies DiscoveryConcert
})

/** GET /api/concerts/{id}/related: the concert's other upcoming concerts (today and later, as the concerts page counts days). */
export const relatedConcerts = Effect.fn("relatedConcerts")(function* (concertId: string) {
  const concert = yield* findConcert(concertId)
  const related = yield* (yield* ConcertRepo).related(concert, yield* today, RELATED_LIMIT)
  return { sameArtist: related.sameArtist.map(toConcertDto), sameVenue: related.sameVenue.map(toConcertDto) } satisfies RelatedConcerts
})

export const toPublicConcert = (c: Concert, ticketLinks: ReadonlyArray<TicketLink> = []): PublicConcert => ({
  id: c.id,
  artist: c.artist,
  venue: c.venue,
  city: c.city,
  date: c.date,
  imageUrl: c.imageUrl,
  status: c.status,
  statusReason: c.statusReason,
  previousDate: c.previousDate,
  previousVenue: c.previousVenue,
  startTime: c.startTime,
  doorsTime: c.doorsTime,
  timeZone: c.timeZone,
  ticketLinks
})

/** GET /api/public/concerts/{id} and the meta of the page's HTML: the catalogue's facts only, for anyone. */
export const publicConcert = Effect.fn("publicConcert")(function* (concertId: string) {
  const concert = yield* findConcert(concertId)
  return toPublicConcert(concert, yield* (yield* ShowRepo).ticketLinks(concert.id))
})

/** Anyone may ask, without a session: one key lookup each, bounded per client address (a shared link opens it once). */
export const publicConcertPolicy = { windowMs: 60_000, perAddress: 300 } as const

/** Counts one public read against the client address (shared by every instance); refuses it once over. */
export const limitPublicConcert = (address: string) =>
  countAgainst("public-concert", publicConcertPolicy.windowMs, [[`address:${address}`, publicConcertPolicy.perAddress]])
