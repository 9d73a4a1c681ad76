/**
 * Calendar routes: a concert as an .ics download (signed in), the private feed's management on /settings
 * (signed in, CSRF on the mutations), and the feed itself by its secret token (public, no cookie).
 */
import type { FastifyInstance } from "fastify"
import {
  CALENDAR_CONTENT_TYPE,
  type CalendarFeedCreated,
  type CalendarFeedStatus
} from "../../../domain/concerts/calendar-contract.ts"
import {
  calendarFeedStatus,
  concertCalendar,
  createCalendarFeed,
  feedCalendar,
  revokeCalendarFeed
} from "../../../domain/concerts/calendar.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"

const FEED_FILE = /^([\w-]{1,200})\.ics$/

export const calendarRoutes = (app: FastifyInstance) => {
  app.get<{ Params: { id: string } }>("/api/concerts/:id/calendar.ics", { preHandler: requireUser }, async (request, reply) => {
    const file = await request.run(concertCalendar(request.params.id))
    return reply
      .type(CALENDAR_CONTENT_TYPE)
      .header("content-disposition", `attachment; filename="${file.fileName}"`)
      .header("cache-control", "private, no-store")
      .send(file.body)
  })

  app.get("/api/settings/calendar-feed", { preHandler: requireUser }, async (request): Promise<CalendarFeedStatus> =>
    request.run(calendarFeedStatus(viewerOf(request).id)))

  app.post("/api/settings/calendar-feed", { preHandler: requireUser }, async (request, reply): Promise<CalendarFeedCreated> => {
    const created = await request.run(createCalendarFeed(viewerOf(request).id))
    reply.header("cache-control", "no-store")
    return created
  })

  app.delete("/api/settings/calendar-feed", { preHandler: requireUser }, async (request, reply) => {
    await request.run(revokeCalendarFeed(viewerOf(request).id))
    return reply.status(204).send()
  })

  app.get<{ Params: { file: string } }>("/api/calendar/:file", async (request, reply) => {
    const token = FEED_FILE.exec(request.params.file)?.[1] ?? ""
    const body = await request.run(feedCalendar(token))
    return reply
      .type(CALENDAR_CONTENT_TYPE)
      .header("content-disposition", 'inline; filename="soundcheck.ics"')
      .header("cache-control", "private, no-store")
      .send(body)
  })
}
