/**
 * Authentication for the API: cookies, the access JWT, the CSRF rule on every mutating /api request,
 * and the `requireUser` / `requireAdmin` pre-handlers that put the signed-in user on `request.viewer`.
 */
import fastifyCookie from "@fastify/cookie"
import fastifyJwt from "@fastify/jwt"
import type { FastifyInstance, FastifyRequest } from "fastify"
import { currentUser } from "../../../domain/accounts/sessions.ts"
import type { UserRecord } from "../../../domain/accounts/user-repo.ts"
import { DomainFailure } from "./runtime.ts"
import { ACCESS_COOKIE, deviceCookieKeyOf } from "./session-cookies.ts"

export interface AccessClaims {
  /** The user id. */
  readonly sub: string
  /** The session family the token was issued for; revoking it ends the token's use. */
  readonly sid: string
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: AccessClaims
    user: AccessClaims & { readonly exp: number }
  }
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** `false` lets a route take a mutating request without the app's CSRF header (none does today). */
    readonly csrf?: boolean
  }
  interface FastifyRequest {
    /** The signed-in user; set by `requireUser`, null before it runs. */
    viewer: UserRecord | null
  }
}

const mutating = new Set(["POST", "PUT", "PATCH", "DELETE"])

const refuse = (tag: string) => new DomainFailure(tag, { _tag: tag })

/** A cross-site form cannot send the custom header, and no CORS is allowed; a foreign Origin is refused too. */
const csrfOk = (request: FastifyRequest): boolean => {
  if (request.headers["x-soundcheck-csrf"] !== "1") return false
  const origin = request.headers.origin
  if (origin === undefined) return true
  try {
    return new URL(origin).host === request.headers.host
  } catch {
    return false
  }
}

export const authPlugin = async (app: FastifyInstance, secret: string) => {
  await app.register(fastifyCookie)
  await app.register(fastifyJwt, { secret, cookie: { cookieName: ACCESS_COOKIE, signed: false } })
  app.decorate("deviceCookieKey", deviceCookieKeyOf(secret))
  app.decorateRequest("viewer", null)
  // Every mutating request is checked, whatever its path says: the router decodes escapes, folds slashes and
  // drops `;` parameters, so a check on the spelling of the URL could be walked around (`/%61pi/...`). No route
  // may take a cross-site POST; one that must (a mail client's one-click unsubscribe) would opt out by route.
  app.addHook("onRequest", (request, _reply, done) => {
    if (mutating.has(request.method) && request.routeOptions.config.csrf !== false && !csrfOk(request)) {
      return done(refuse("CsrfRejected"))
    }
    done()
  })
}

export const requireUser = async (request: FastifyRequest) => {
  const claims = await request.jwtVerify<AccessClaims>({ onlyCookie: true }).catch(() => {
    throw refuse("NotAuthenticated")
  })
  request.viewer = await request.run(currentUser(claims.sub, claims.sid))
}

export const requireAdmin = async (request: FastifyRequest) => {
  await requireUser(request)
  if (request.viewer?.role !== "admin") throw refuse("Forbidden")
}

/** Moderators and admins (issue #29): the reports queue, suggestions, feedback, concert edits, suspensions. */
export const requireStaff = async (request: FastifyRequest) => {
  await requireUser(request)
  const role = request.viewer?.role
  if (role !== "admin" && role !== "moderator") throw refuse("Forbidden")
}

/** The signed-in user, for handlers behind `requireUser`. */
export const viewerOf = (request: FastifyRequest): UserRecord => {
  if (request.viewer === null) throw refuse("NotAuthenticated")
  return request.viewer
}
