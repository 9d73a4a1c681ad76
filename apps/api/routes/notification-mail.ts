/**
 * Notifications by e-mail: the signed-in person's choices on /settings, and the one-click unsubscribe of a mailed
 * link (RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` as a form, with no session and no CSRF header).
 */
import type { FastifyInstance } from "fastify"
import { setNotificationSetting, notificationSettings } from "../../../domain/notifications/mail-settings.ts"
import { NotificationSettings, TopicPreference, Unsubscribed, UnsubscribeQuery } from "../../../domain/notifications/preferences-contract.ts"
import { unsubscribe, unsubscribeTopic } from "../../../domain/notifications/unsubscribe.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

const tag = "Notifications"

export const notificationMailRoutes = (app: FastifyInstance) => {
  const signedIn = { preHandler: requireUser }

  app.get(
    "/api/settings/notifications",
    {
      ...signedIn,
      config: { contract: { tag, summary: "Which notifications the viewer gets by e-mail, and the weekly digest", responses: { 200: NotificationSettings } } }
    },
    async (request): Promise<NotificationSettings> => request.run(notificationSettings(viewerOf(request).id))
  )

  app.put(
    "/api/settings/notifications",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Get one kind of notification (or the digest) by e-mail, or in the app only",
          body: TopicPreference,
          responses: { 200: NotificationSettings }
        }
      }
    },
    async (request): Promise<NotificationSettings> => request.run(setNotificationSetting(viewerOf(request).id, decodeInput(TopicPreference, request.body)))
  )

  app.get(
    "/api/unsubscribe",
    {
      config: {
        contract: {
          tag,
          summary: "Which topic a mailed unsubscribe link turns off; no session, changes nothing",
          query: UnsubscribeQuery,
          responses: { 200: Unsubscribed },
          errors: ["UnsubscribeTokenNotFound", "RateLimited"]
        }
      }
    },
    async (request): Promise<Unsubscribed> => request.run(unsubscribeTopic(decodeInput(UnsubscribeQuery, request.query).token, request.ip))
  )

  // Its own scope, so the form parser serves this route only.
  app.register(async (scope) => {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, body, done) => done(null, body))
    scope.post(
      "/api/unsubscribe",
      {
        config: {
          csrf: false,
          contract: {
            tag,
            summary: "One-click unsubscribe (RFC 8058): turn off the link's one topic for its one person",
            description:
              "No session and no CSRF header: mail clients POST `List-Unsubscribe=One-Click` as a form (the body is ignored). A token never mailed changes nothing.",
            query: UnsubscribeQuery,
            responses: { 200: Unsubscribed },
            errors: ["UnsubscribeTokenNotFound", "RateLimited"]
          }
        }
      },
      async (request): Promise<Unsubscribed> => request.run(unsubscribe(decodeInput(UnsubscribeQuery, request.query).token, request.ip))
    )
  })
}
