/** The signed-in person's notifications: the bell's list in keyset pages, and marking some or all read. */
import type { FastifyInstance } from "fastify"
import { MarkedRead, MarkReadBody, NotificationsPage, NotificationsQuery } from "../../../domain/notifications/contract.ts"
import { listNotifications, markNotificationsRead } from "../../../domain/notifications/inbox.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

const tag = "Notifications"

export const notificationRoutes = (app: FastifyInstance) => {
  const signedIn = { preHandler: requireUser }

  app.get(
    "/api/notifications",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "The viewer's notifications, newest first, 20 a page, and the unread count",
          description: "Withdrawn ones are left out; text and link are rendered from the notification's data.",
          query: NotificationsQuery,
          responses: { 200: NotificationsPage },
          errors: ["InvalidCursor"]
        }
      }
    },
    async (request): Promise<NotificationsPage> => request.run(listNotifications(viewerOf(request).id, decodeInput(NotificationsQuery, request.query).cursor))
  )

  app.post(
    "/api/notifications/read",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Mark some of one's notifications read, or all",
          description: "Ids that are not the viewer's, or already read, are ignored; answers the unread count.",
          body: MarkReadBody,
          responses: { 200: MarkedRead }
        }
      }
    },
    async (request): Promise<MarkedRead> => request.run(markNotificationsRead(viewerOf(request).id, decodeInput(MarkReadBody, request.body)))
  )
}
