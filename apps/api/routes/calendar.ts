/**
 * Calendar routes: a concert as an .ics download (signed in), the private feed's management on /settings
 * (signed in, CSRF on the mutations), and the feed itself by its secret token (public, no cookie).
 */
import type { FastifyInstance } from "fastify"
import { CALENDAR_CONTENT_TYPE, CalendarFeedCreated, CalendarFeedStatus } from "../../../domain/concerts/calendar-contract.ts"
import { calendarFeedStatus, concertCalendar, createCalendarFeed, feedCalendar, revokeCalendarFeed } from "../../../domain/concerts/calendar.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"

const FEED_FILE = /^([\w-]{1,200})\.ics$/

const tag = "Concerts"
const calendar = (description: string) => ({ media: "text/calendar", description })

export const calendarRoutes = (app: FastifyInstance) => {
  const signedIn = { preHandler: requireUser }

  app.get<{ Params: { id: string } }>(
    "/api/concerts/:id/calendar.ics",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "A concert as an iCalendar download",
          responses: {
            200: calendar(
              "The concert as one event (all-day, or timed in the venue's zone with its VTIMEZONE; UID stable, SEQUENCE raised on every change of date, time, venue or status, STATUS CANCELLED or TENTATIVE, LAST-MODIFIED), and an hour-long event for the meeting of each of the viewer's plans for it that has a time and that they answered going or maybe (Content-Disposition: attachment)."
            )
          },
          errors: ["ConcertNotFound"]
        }
      }
    },
    async (request, reply) => {
      const file = await request.run(concertCalendar(request.params.id, viewerOf(request).id))
      return reply
        .type(CALENDAR_CONTENT_TYPE)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "private, no-store")
        .send(file.body)
    }
  )

  app.get(
    "/api/settings/calendar-feed",
    {
      ...signedIn,
      config: { contract: { tag, summary: "Whether the viewer has a private calendar feed", responses: { 200: CalendarFeedStatus } } }
    },
    async (request): Promise<CalendarFeedStatus> => request.run(calendarFeedStatus(viewerOf(request).id))
  )

  app.post(
    "/api/settings/calendar-feed",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Create the private calendar feed, or rotate its address",
          description: "The URL is answered only here, never again: the server keeps only its token's hash. The old URL stops working at once.",
          responses: { 200: CalendarFeedCreated }
        }
      }
    },
    async (request, reply): Promise<CalendarFeedCreated> => {
      const created = await request.run(createCalendarFeed(viewerOf(request).id))
      reply.header("cache-control", "no-store")
      return created
    }
  )

  app.delete(
    "/api/settings/calendar-feed",
    {
      ...signedIn,
      config: { contract: { tag, summary: "Revoke the private calendar feed (also when there is none)", responses: { 204: null } } }
    },
    async (request, reply) => {
      await request.run(revokeCalendarFeed(viewerOf(request).id))
      return reply.status(204).send()
    }
  )

  app.get<{ Params: { file: string } }>(
    "/api/calendar/:file",
    {
      config: {
        contract: {
          tag,
          summary: "The private calendar feed, by its secret address (<token>.ics); no cookie",
          responses: {
            200: calendar(
              "The owner's concerts marked interested or has tickets, past and upcoming, by date; then the meetings of their plans for concerts today or later that they answered going or maybe."
            )
          },
          errors: ["CalendarFeedNotFound"]
        }
      }
    },
    async (request, reply) => {
      const token = FEED_FILE.exec(request.params.file)?.[1] ?? ""
      const body = await request.run(feedCalendar(token))
      return reply
        .type(CALENDAR_CONTENT_TYPE)
        .header("content-disposition", 'inline; filename="soundcheck.ics"')
        .header("cache-control", "private, no-store")
        .send(body)
    }
  )
}
