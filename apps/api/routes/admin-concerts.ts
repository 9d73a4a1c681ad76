/**
 * Admin routes of the catalogue: dashboard counts, the listing, and one concert's create, read, edit and delete. The
 * staff (moderators too, issue #29) list, read and edit concerts; the counts, creating and deleting stay the admins'.
 */
import { Effect, Option } from "effect"
import type { FastifyInstance } from "fastify"
import { decodeCursor, encodeCursor } from "../../../domain/concerts/cursor.ts"
import { InvalidCursor } from "../../../domain/concerts/errors.ts"
import { AdminConcertDto, AdminConcertsPage, AdminConcertsQuery, AdminStatsDto, ConcertBody } from "../../../domain/curation/contract.ts"
import { adminStats, listConcerts } from "../../../domain/curation/list-concerts.ts"
import { createConcert, deleteConcert, getConcert, updateConcert } from "../../../domain/curation/manage-concerts.ts"
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
  /** The concert as the admin pages show it, labelled Upcoming or Past as of today. */
  const dto = <E, R>(effect: Effect.Effect<Parameters<typeof toAdminConcertDto>[0], E, R>) => Effect.zipWith(effect, today, toAdminConcertDto)

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
      config: { contract: { tag, summary: "One concert (moderators and admins)", responses: { 200: AdminConcertDto }, errors: ["ConcertNotFound"] } }
    },
    async (request): Promise<AdminConcertDto> => request.run(dto(getConcert(request.params.id)))
  )

  app.post(
    "/api/admin/concerts",
    {
      ...admin,
      config: {
        contract: {
          tag,
          summary: "Add a concert",
          body: ConcertBody,
          responses: { 201: AdminConcertDto },
          errors: ["InvalidConcert", "ConcertAlreadyExists"]
        }
      }
    },
    async (request, reply): Promise<AdminConcertDto> => {
      const body = decodeInput(ConcertBody, request.body)
      const created = await request.run(dto(createConcert(actor(request), body)))
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
          body: ConcertBody,
          responses: { 200: AdminConcertDto },
          errors: ["InvalidConcert", "ConcertNotFound", "ConcertAlreadyExists"]
        }
      }
    },
    async (request): Promise<AdminConcertDto> => {
      const body = decodeInput(ConcertBody, request.body)
      return request.run(dto(updateConcert(actor(request), request.params.id, body)))
    }
  )

  app.delete<Id>(
    "/api/admin/concerts/:id",
    {
      ...admin,
      config: { contract: { tag, summary: "Delete a concert, and the interests in it", responses: { 204: null }, errors: ["ConcertNotFound"] } }
    },
    async (request, reply) => {
      await request.run(deleteConcert(actor(request), request.params.id))
      return reply.status(204).send()
    }
  )
}
