/** The session's two cookies and the SessionDto the client reads; tokens never appear in a body or a log. */
import type { FastifyReply, FastifyRequest } from "fastify"
import type { SessionDto } from "../../../domain/accounts/contract.ts"
import { ACCESS_LIFETIME_SECONDS, REFRESH_LIFETIME_MS } from "../../../domain/accounts/rules.ts"
import type { IssuedSession } from "../../../domain/accounts/sessions.ts"

export const ACCESS_COOKIE = "sc_access"
export const REFRESH_COOKIE = "sc_refresh"
const REFRESH_PATH = "/api/auth"

const base = (request: FastifyRequest) => ({ httpOnly: true, sameSite: "lax" as const, secure: request.protocol === "https" })

/** Signs the access token, sets both cookies, and answers what the client may know of the session. */
export const setSessionCookies = (request: FastifyRequest, reply: FastifyReply, session: IssuedSession): SessionDto => {
  const access = request.server.jwt.sign({ sub: session.user.id, sid: session.familyId }, { expiresIn: ACCESS_LIFETIME_SECONDS })
  const issuedAt = Date.now()
  reply.setCookie(ACCESS_COOKIE, access, { ...base(request), path: "/", maxAge: ACCESS_LIFETIME_SECONDS })
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...base(request),
    path: REFRESH_PATH,
    maxAge: REFRESH_LIFETIME_MS / 1000
  })
  return { user: session.user, expiresAt: issuedAt + ACCESS_LIFETIME_SECONDS * 1000, expiresIn: ACCESS_LIFETIME_SECONDS }
}

export const clearSessionCookies = (request: FastifyRequest, reply: FastifyReply) => {
  reply.clearCookie(ACCESS_COOKIE, { ...base(request), path: "/" })
  reply.clearCookie(REFRESH_COOKIE, { ...base(request), path: REFRESH_PATH })
}

export const refreshTokenOf = (request: FastifyRequest): string | undefined => request.cookies[REFRESH_COOKIE]
