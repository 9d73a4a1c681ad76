/**
 * Admin routes of the catalogue: dashboard counts, the listing, and one concert's create, read, edit and delete. The
 * staff (moderators too, issue #29) list, read and edit concerts; the counts, creating and deleting stay the admins'.
 * Issue #31: a concert's status (admins: it tells every fan going), what deleting it would take (a concert fans marked
 * or made plans for is deleted only when forced), and each city's time zone (admins).
 */
import { Effect, Option } from "effect"
import type { FastifyInstance } from "fastify"
import { decodeCursor, encodeCursor } from "../../../domain/concerts/cursor.ts"
import { InvalidCursor } from "../../../domain/concerts/errors.ts"
import {
  AdminConcertDto,
  AdminConcertsPage,
  AdminConcertsQuery,
  AdminStatsDto,
  CityTimeZoneBody,
  CityTimeZonesDto,
  ConcertBody,
  ConcertStatusBody,
  ConcertUsageDto,
  DeleteConcertQuery
} from "../../../domain/curation/contract.ts"
import { adminStats, listConcerts } from "../../../domain/curation/list-concerts.ts"
import {
  concertUsage,
  createConcert,
  deleteConcert,
  getConcertWithLinks,
  listCityTimeZones,
  setCityTimeZone,
  setConcertStatus,
  updateConcertWithLinks
} from "../../../domain/curation/manage-concerts.ts"
import { ShowRepo } from "../../../domain/concerts/show-repo.ts"
import { toAdminConcertDto } from "../../../domain/curation/to-dto.ts"
import { today } from "../../../domain/kernel/local-date.ts"
import { requireAdmin, requireStaff, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

export const ADMIN_PAGE_SIZE = 100

type Id = { Params: { id: string } }

const tag = "Admin"

export const adminConcertRoutes = (app: FastifyInstance) => {
  const admin = { preHandler: requireAdmin }
  const staff = { preHandler: requireStaff }
  const actor = (request: Parameters<typeof viewerOf>[0]) => ({ kind: "user", user: viewerOf(request) }) as const
  /** One concert with its ticket links (issue #31): what the edit form reads and each write answers. */
  type WithLinks = { readonly concert: Parameters<typeof toAdminConcertDto>[0]; readonly ticketLinks: AdminConcertDto["ticketLinks"] & object }
  const withLinks = <E, R>(effect: Effect.Effect<WithLinks, E, R>) =>
    Effect.zipWith(effect, today, (r, day): AdminConcertDto => ({ ...toAdminConcertDto(r.concert, day), ticketLinks: r.ticketLinks }))
  const linksOf = <E, R>(effect: Effect.Effect<Parameters<typeof toAdminConcertDto>[0], E, R>) =>
    withLinks(
      Effect.flatMap(effect, (concert) =>
        Effect.map(
          ShowRepo.use((repo) => repo.ticketLinks(concert.id)),
          (ticketLinks) => ({ concert, ticketLinks })
        )
      )
    )

  app.get(
    "/api/admin/stats",
    {
      ...admin,
      config: {
        contract: {
          tag,
          summary: "The admin dashboard's counts",
          description: "upcomingConcerts counts tomorrow to today + 30 days, both included (UTC).",
          responses: { 200: AdminStatsDto }
        }
      }
    },
    async (request): Promise<AdminStatsDto> => request.run(adminStats)
  )

  app.get(
    "/api/admin/concerts",
    {
      ...staff,
      config: {
        contract: {
          tag,
          summary: "Every concert, past included, by date then id, in keyset pages (moderators and admins)",
          description: "past=false lists today and later only; city matches any letter case; limit 1 to 500, default 100.",
          query: AdminConcertsQuery,
          responses: { 200: AdminConcertsPage },
          errors: ["InvalidCursor"]
        }
      }
    },
    async (request): Promise<AdminConcertsPage> => {
      const query = decodeInput(AdminConcertsQuery, request.query)
      return request.run(
        Effect.gen(function* () {
          const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor)
          if (after && Option.isNone(after)) return yield* new InvalidCursor({ cursor: query.cursor ?? "" })
          const page = yield* listConcerts({
            city: query.city,
            includePast: query.past !== "false",
            limit: query.limit ?? ADMIN_PAGE_SIZE,
            after: after ? Option.getOrUndefined(after) : undefined
          })
          return {
            concerts: page.concerts.map((c) => toAdminConcertDto(c, page.today)),
            nextCursor: page.next ? encodeCursor(page.next) : null
          }
        })
      )
    }
  )

  app.get<Id>(
    "/api/admin/concerts/:id",
    {
      ...staff,
      config: {
        contract: {
          tag,
          summary: "One concert, with its ticket links (moderators and admins)",
          responses: { 200: AdminConcertDto },
          errors: ["ConcertNotFound"]
        }
      }
    },
    async (request): Promise<AdminConcertDto> => request.run(withLinks(getConcertWithLinks(request.params.id)))
  )

  app.post(
    "/api/admin/concerts",
    {
      ...admin,
      config: {
        contract: {
          tag,
          summary: "Add a concert",
          description: "startTime and doorsTime are HH:MM in the city's time zone (else the server's); up to 5 https ticket links.",
          body: ConcertBody,
          responses: { 201: AdminConcertDto },
          errors: ["InvalidConcert", "ConcertAlreadyExists"]
        }
      }
    },
    async (request, reply): Promise<AdminConcertDto> => {
      const body = decodeInput(ConcertBody, request.body)
      const created = await request.run(linksOf(createConcert(actor(request), body)))
      reply.status(201)
      return created
    }
  )

  app.put<Id>(
    "/api/admin/concerts/:id",
    {
      ...staff,
      config: {
        contract: {
          tag,
          summary: "Edit a concert (moderators and admins)",
          description:
            "Times and ticket links left out stay as they are. A change of date, time, venue or city raises the concert's SEQUENCE and is told to its fans; description and image edits are silent.",
          body: ConcertBody,
          responses: { 200: AdminConcertDto },
          errors: ["InvalidConcert", "ConcertNotFound", "ConcertAlreadyExists"]
        }
      }
    },
    async (request): Promise<AdminConcertDto> => {
      const body = decodeInput(ConcertBody, request.body)
      return request.run(withLinks(updateConcertWithLinks(actor(request), request.params.id, body)))
    }
  )

  app.delete<Id & { Querystring: DeleteConcertQuery }>(
    "/api/admin/concerts/:id",
    {
      ...admin,
      config: {
        contract: {
          tag,
          summary: "Delete a concert, and the interests and plans in it",
          description:
            "A concert that fans marked (interested or has tickets) or made plans for is refused with ConcertInUse unless force=true: cancel it instead (PUT …/status), which tells them.",
          query: DeleteConcertQuery,
          responses: { 204: null },
          errors: ["ConcertNotFound", "ConcertInUse"]
        }
      }
    },
    async (request, reply) => {
      const query = decodeInput(DeleteConcertQuery, request.query)
      await request.run(deleteConcert(actor(request), request.params.id, { force: query.force === "true" }))
      return reply.status(204).send()
    }
  )

  app.put<Id>(
    "/api/admin/concerts/:id/status",
    {
      ...admin,
      config: {
        contract: {
          tag,
          summary: "Set what became of a show: scheduled, cancelled, postponed, rescheduled or moved",
          description:
            "rescheduled needs date (a new day; the current one is kept as previousDate), moved needs venue (a new venue; the current one is kept as previousVenue); the others keep both. The reason (plain text, at most 500 characters) is told to the fans.",
          body: ConcertStatusBody,
          responses: { 200: AdminConcertDto },
          errors: ["InvalidConcert", "ConcertNotFound", "ConcertAlreadyExists"]
        }
      }
    },
    async (request): Promise<AdminConcertDto> => {
      const body = decodeInput(ConcertStatusBody, request.body)
      return request.run(linksOf(setConcertStatus(actor(request), request.params.id, body)))
    }
  )

  app.get<Id>(
    "/api/admin/concerts/:id/usage",
    {
      ...admin,
      config: {
        contract: {
          tag,
          summary: "What deleting a concert would take with it: fans' interests (not counting not interested) and plans",
          responses: { 200: ConcertUsageDto },
          errors: ["ConcertNotFound"]
        }
      }
    },
    async (request): Promise<ConcertUsageDto> => request.run(concertUsage(actor(request), request.params.id))
  )

  app.get(
    "/api/admin/city-time-zones",
    {
      ...admin,
      config: {
        contract: { tag, summary: "Every city with a time zone of its own, by city (every other city uses the server's)", responses: { 200: CityTimeZonesDto } }
      }
    },
    async (request): Promise<CityTimeZonesDto> => request.run(Effect.map(listCityTimeZones(actor(request)), (zones) => zones.cities))
  )

  app.put(
    "/api/admin/city-time-zones",
    {
      ...admin,
      config: {
        contract: {
          tag,
          summary: "Set a city's IANA time zone, or clear it (null: the server's); answers every city's",
          description:
            "The city's concerts with a time move to the zone in the same transaction: each raises its SEQUENCE, and those of today or later are told to their fans.",
          body: CityTimeZoneBody,
          responses: { 200: CityTimeZonesDto },
          errors: ["InvalidCityTimeZone"]
        }
      }
    },
    async (request): Promise<CityTimeZonesDto> => {
      const body = decodeInput(CityTimeZoneBody, request.body)
      return request.run(
        Effect.andThen(
          setCityTimeZone(actor(request), body.city, body.timeZone),
          Effect.map(listCityTimeZones(actor(request)), (zones) => zones.cities)
        )
      )
    }
  )
}
