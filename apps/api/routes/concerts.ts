/**
 * Concert discovery routes (signed in): the concerts page, its cities, one concert as the page shows it and its
 * other upcoming concerts, everyone shown on one concert (a page at a time), and one's own interest in a concert;
 * and, for anyone, the catalogue's facts of one concert (the teaser a shared link opens).
 */
import { Effect, Schema } from "effect"
import type { FastifyInstance } from "fastify"
import {
  CitiesList,
  ConcertInterestsPage,
  ConcertInterestsQuery,
  DiscoveryConcert,
  DiscoveryPage,
  DiscoveryQuery,
  InterestBody,
  InterestResult,
  PublicConcert,
  RELATED_LIMIT,
  RelatedConcerts
} from "../../../domain/concerts/discovery-contract.ts"
import { concertPage, limitPublicConcert, publicConcert, publicConcertPolicy, relatedConcerts } from "../../../domain/concerts/concert-page.ts"
import { concertInterests, discover, FIRST_SHOWN, INTERESTS_PAGE_SIZE } from "../../../domain/concerts/discover.ts"
import { Id } from "../../../domain/kernel/limits.ts"
import { myCityKeys } from "../../../domain/follows/follows.ts"
import { limitInterestChange, listCities, setInterest } from "../../../domain/concerts/interests.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

const tag = "Concerts"

/** A concert's id in the path: bounded here; one that is not a UUID is a concert not found. */
const ConcertParams = Schema.Struct({ id: Id })

export const concertRoutes = (app: FastifyInstance) => {
  const signedIn = { preHandler: requireUser }

  app.get(
    "/api/concerts",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "The concerts page: concerts by date, each with the viewer's interest and the visible interest of others",
          description:
            "Defaults: friends=anyone, activity=all, every city, past=false (today and later, UTC), limit 50 (1 to 100). " +
            "from and to (YYYY-MM-DD, both included) keep the concerts of those days: from replaces today (and past=true " +
            "without from has no first day); to before from is InvalidDateRange. cursor is the previous page's nextCursor. " +
            "myCities=true keeps the concerts in the viewer's cities (PUT /api/settings/cities), with city too when both are given; " +
            "a viewer who picked no city sees every city.",
          query: DiscoveryQuery,
          responses: { 200: DiscoveryPage },
          errors: ["InvalidCursor", "InvalidDateRange"]
        }
      }
    },
    async (request): Promise<DiscoveryPage> => {
      const { myCities, ...query } = decodeInput(DiscoveryQuery, request.query)
      const viewerId = viewerOf(request).id
      return request.run(
        Effect.flatMap(myCities === "true" ? myCityKeys(viewerId) : Effect.succeed(undefined), (cities) =>
          discover(viewerId, { ...query, cities, past: query.past === "true" })
        )
      )
    }
  )

  app.get(
    "/api/concerts/cities",
    {
      ...signedIn,
      config: { contract: { tag, summary: "The concerts' cities, distinct and sorted", responses: { 200: CitiesList } } }
    },
    async (request): Promise<typeof CitiesList.Type> => request.run(listCities())
  )

  app.get(
    "/api/concerts/:id",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "One concert as the concerts page shows it: the viewer's interest and the visible interest of others",
          description:
            `Past concerts too. As GET /api/concerts with friends=anyone: friendCount and friendCountByDegree count everyone shown, ` +
            `friendInterests names the closest ${FIRST_SHOWN}. An id that is not a concert's (or not a UUID) is ConcertNotFound.`,
          responses: { 200: DiscoveryConcert },
          errors: ["ConcertNotFound"]
        }
      }
    },
    async (request): Promise<DiscoveryConcert> => {
      const { id } = decodeInput(ConcertParams, request.params)
      return request.run(concertPage(viewerOf(request).id, id))
    }
  )

  app.get(
    "/api/concerts/:id/related",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "A concert's other upcoming concerts: by the same artist, and at the same venue in the same city",
          description:
            `Today and later (UTC), the concert itself left out, artist, venue and city compared in any letter case; soonest first, ` +
            `at most ${RELATED_LIMIT} of each. An id that is not a concert's (or not a UUID) is ConcertNotFound.`,
          responses: { 200: RelatedConcerts },
          errors: ["ConcertNotFound"]
        }
      }
    },
    async (request): Promise<RelatedConcerts> => {
      const { id } = decodeInput(ConcertParams, request.params)
      return request.run(relatedConcerts(id))
    }
  )

  app.get(
    "/api/public/concerts/:id",
    {
      config: {
        contract: {
          tag,
          summary: "The catalogue's facts of one concert, for anyone (the teaser a shared link opens)",
          description:
            "No session needed. Artist, venue, city, date and image only: never a person, a name or a count. " +
            `At most ${publicConcertPolicy.perAddress} a minute per client address. An id that is not a concert's (or not a UUID) is ConcertNotFound.`,
          responses: { 200: PublicConcert },
          errors: ["ConcertNotFound", "RateLimited"]
        }
      }
    },
    async (request): Promise<PublicConcert> => {
      const { id } = decodeInput(ConcertParams, request.params)
      return request.run(Effect.andThen(limitPublicConcert(request.ip), publicConcert(id)))
    }
  )

  app.get(
    "/api/concerts/:id/interests",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Everyone whose interest in a concert the viewer may see, closest first, a page at a time",
          description:
            `The concerts page names the first ${FIRST_SHOWN}; this lists them all in the same order: friends, friends of friends, ` +
            "then public strangers; within each, tickets before interested; then by user id. " +
            `Defaults: friends=anyone, limit ${INTERESTS_PAGE_SIZE} (1 to 200). cursor is the previous page's nextCursor.`,
          query: ConcertInterestsQuery,
          responses: { 200: ConcertInterestsPage },
          errors: ["ConcertNotFound", "InvalidCursor"]
        }
      }
    },
    async (request): Promise<ConcertInterestsPage> => {
      const { id } = decodeInput(ConcertParams, request.params)
      return request.run(concertInterests(viewerOf(request).id, id, decodeInput(ConcertInterestsQuery, request.query)))
    }
  )

  app.put<{ Params: { id: string } }>(
    "/api/concerts/:id/interest",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Set the viewer's own interest in a concert",
          body: InterestBody,
          responses: { 200: InterestResult },
          errors: ["ConcertNotFound", "RateLimited"]
        }
      }
    },
    async (request): Promise<typeof InterestResult.Type> => {
      const body = decodeInput(InterestBody, request.body)
      const userId = viewerOf(request).id
      return request.run(Effect.andThen(limitInterestChange(userId, request.ip), setInterest(userId, request.params.id, body.status)))
    }
  )
}
