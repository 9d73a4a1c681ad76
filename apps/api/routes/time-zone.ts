/** The digest's time zone on /settings: the signed-in person's, and the server's default. */
import type { FastifyInstance } from "fastify"
import { setTimeZone, TimeZoneChoice, TimeZoneSetting, timeZoneSetting } from "../../../domain/notifications/time-zone.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

const tag = "Notifications"

export const timeZoneRoutes = (app: FastifyInstance) => {
  app.get(
    "/api/settings/time-zone",
    {
      preHandler: requireUser,
      config: { contract: { tag, summary: "The time zone the weekly digest follows (null: the server's)", responses: { 200: TimeZoneSetting } } }
    },
    async (request): Promise<TimeZoneSetting> => request.run(timeZoneSetting(viewerOf(request).id))
  )

  app.put(
    "/api/settings/time-zone",
    {
      preHandler: requireUser,
      config: {
        contract: { tag, summary: "Choose the time zone of the weekly digest (null: the server's)", body: TimeZoneChoice, responses: { 200: TimeZoneSetting } }
      }
    },
    async (request): Promise<TimeZoneSetting> => request.run(setTimeZone(viewerOf(request).id, decodeInput(TimeZoneChoice, request.body)))
  )
}
