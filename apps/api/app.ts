/** Builds the Fastify app over a runtime of adapters; used by the server, the tests and the benchmarks. */
import { randomUUID } from "node:crypto"
import Fastify, { type FastifyInstance } from "fastify"
import { randomBytes } from "node:crypto"
import { loggerOptions } from "./logger.ts"
import { authPlugin } from "./plugins/auth.ts"
import { errorsPlugin } from "./plugins/errors.ts"
import { readYourWritesPlugin } from "./plugins/read-your-writes.ts"
import { runtimePlugin } from "./plugins/runtime.ts"
import { inputGuardPlugin } from "./plugins/input-guard.ts"
import { openApiRoutes } from "./openapi/routes.ts"
import { recordRoutes } from "./plugins/route-table.ts"
import { securityHeadersPlugin } from "./plugins/security-headers.ts"
import { type LoadShedding, underPressurePlugin } from "./plugins/under-pressure.ts"
import { webPlugin } from "./plugins/web.ts"
import { accountExportRoutes } from "./routes/account-export.ts"
import { accountDeletionRoutes } from "./routes/account-deletion.ts"
import { adminRoutes } from "./routes/admin.ts"
import { adminAnalyticsRoutes } from "./routes/admin-analytics.ts"
import { adminConcertRoutes } from "./routes/admin-concerts.ts"
import { adminCurationRoutes } from "./routes/admin-curation.ts"
import { adminReportRoutes } from "./routes/admin-reports.ts"
import { adminSuggestionRoutes } from "./routes/admin-suggestions.ts"
import { authRoutes } from "./routes/auth.ts"
import { blockRoutes } from "./routes/blocks.ts"
import { calendarRoutes } from "./routes/calendar.ts"
import { concertRoutes } from "./routes/concerts.ts"
import { dashboardRoutes } from "./routes/dashboard.ts"
import { eventRoutes, type LiveRouteOptions } from "./routes/events.ts"
import { feedbackRoutes } from "./routes/feedback.ts"
import { followRoutes } from "./routes/follows.ts"
import { friendRoutes } from "./routes/friends.ts"
import { healthRoutes } from "./routes/health.ts"
import { invitationRoutes } from "./routes/invitations.ts"
import { inviteRequestRoutes } from "./routes/invite-requests.ts"
import { notificationMailRoutes } from "./routes/notification-mail.ts"
import { notificationRoutes } from "./routes/notifications.ts"
import { planRoutes } from "./routes/plans.ts"
import { profileRoutes } from "./routes/profile.ts"
import { recoveryRoutes } from "./routes/recovery.ts"
import { reportRoutes } from "./routes/reports.ts"
import { searchRoutes } from "./routes/search.ts"
import { settingsRoutes } from "./routes/settings.ts"
import { timeZoneRoutes } from "./routes/time-zone.ts"
import { waitlistRoutes } from "./routes/waitlist.ts"
import type { AppRuntime } from "./services.ts"
import { fastifyTrustProxy, type TrustProxy } from "./trust-proxy.ts"

export interface AppOptions {
  readonly runtime: AppRuntime
  /** The built web client to serve; none in API-only tests. */
  readonly webRoot?: string | undefined
  /** Pino level, or false for no logs. */
  readonly logLevel?: string | false
  /** Signs access tokens; a random one (sessions end with the process) when not given. */
  readonly sessionSecret?: string | undefined
  /** Which proxies in front may set X-Forwarded-* (the client address and https): a hop count or addresses. */
  readonly trustProxy?: TrustProxy | undefined
  /** The live-update heartbeat (GET /api/events); 25 s when not given. */
  readonly liveHeartbeatMs?: number | undefined
  /** Live stream options (GET /api/events), such as the per-instance limit (LIVE_MAX_STREAMS); defaults when not given. */
  readonly live?: LiveRouteOptions | undefined
  /** Shedding new work with 503 while the event loop is saturated: on in production by default, false turns it off. */
  readonly loadShedding?: LoadShedding | false | undefined
}

export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: options.logLevel === false ? false : loggerOptions(options.logLevel ?? "info"),
    genReqId: (req) => {
      const given = req.headers["x-request-id"]
      return typeof given === "string" && /^[\w-]{1,64}$/.test(given) ? given : randomUUID()
    },
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // JSON bodies: the largest form (a concert, feedback) is far below this; the CSV upload streams with its own cap.
    bodyLimit: 64 * 1024
  })
  recordRoutes(app)
  // Set when the request arrives (synchronously), so every answer carries it, refusals and errors included.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id)
    done()
  })
  securityHeadersPlugin(app)
  runtimePlugin(app, options.runtime)
  await readYourWritesPlugin(app, options.runtime)
  errorsPlugin(app)
  await underPressurePlugin(app, options.loadShedding)
  inputGuardPlugin(app)
  await authPlugin(app, options.sessionSecret ?? randomBytes(32).toString("base64url"))
  healthRoutes(app)
  concertRoutes(app)
  searchRoutes(app)
  dashboardRoutes(app)
  authRoutes(app)
  recoveryRoutes(app)
  accountDeletionRoutes(app)
  profileRoutes(app)
  settingsRoutes(app)
  accountExportRoutes(app)
  timeZoneRoutes(app)
  friendRoutes(app)
  blockRoutes(app)
  followRoutes(app)
  planRoutes(app)
  adminRoutes(app)
  adminConcertRoutes(app)
  adminSuggestionRoutes(app)
  adminCurationRoutes(app)
  adminReportRoutes(app)
  adminAnalyticsRoutes(app)
  reportRoutes(app)
  invitationRoutes(app)
  inviteRequestRoutes(app)
  waitlistRoutes(app)
  notificationRoutes(app)
  notificationMailRoutes(app)
  feedbackRoutes(app)
  calendarRoutes(app)
  eventRoutes(app, { heartbeatMs: options.liveHeartbeatMs, ...options.live })
  openApiRoutes(app)
  if (options.webRoot) await webPlugin(app, options.webRoot)
  return app
}
