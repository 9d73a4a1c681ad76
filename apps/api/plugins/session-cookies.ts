/** The session's two cookies and the SessionDto the client reads; tokens never appear in a body or a log. */
import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto"
import type { FastifyReply, FastifyRequest } from "fastify"
import { emailKey } from "../../../domain/accounts/credentials.ts"
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

/**
 * The device cookie (OWASP's "device cookies" against online guessing): set when a browser signs in, it names
 * a random device and the account it signed in to (by a digest of the address, never the address), with an
 * expiry, under an HMAC whose key is derived from the session secret for this use only (so no access token can
 * pass for one, nor one for an access token). A sign-in to that account from that browser then has a failure
 * budget of its own, so strangers' failures never lock the owner out of a browser they have used. It opens
 * no session.
 */
export const DEVICE_COOKIE = "sc_device"
const DEVICE_LIFETIME_SECONDS = 180 * 24 * 60 * 60

declare module "fastify" {
  interface FastifyInstance {
    /** The HMAC key of device cookies, derived from the session secret. */
    deviceCookieKey: Buffer
  }
}

export const deviceCookieKeyOf = (secret: string): Buffer => createHmac("sha256", secret).update("soundcheck device cookie").digest()

interface DeviceClaims {
  readonly dev: string
  readonly acct: string
  /** Expiry, epoch seconds. */
  readonly exp: number
}

const accountDigest = (email: string) => createHash("sha256").update(emailKey(email)).digest("base64url").slice(0, 22)
const mac = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest()

/** The device id when the request's device cookie is genuine, unexpired and was issued for this address's account. */
export const deviceOf = (request: FastifyRequest, email: string): string | undefined => {
  const token = request.cookies[DEVICE_COOKIE]
  if (token === undefined || token.length > 512) return undefined
  const [payload = "", signature = ""] = token.split(".")
  const expected = mac(request.server.deviceCookieKey, payload)
  const given = Buffer.from(signature, "base64url")
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<DeviceClaims>
    const fresh = typeof claims.exp === "number" && claims.exp * 1000 > Date.now()
    return fresh && typeof claims.dev === "string" && claims.acct === accountDigest(email) ? claims.dev : undefined
  } catch {
    return undefined
  }
}

/** After a successful sign-in: the browser is remembered for this account (its device id kept when it had one). */
export const rememberDevice = (request: FastifyRequest, reply: FastifyReply, email: string, device: string | undefined) => {
  const claims: DeviceClaims = {
    dev: device ?? randomUUID(),
    acct: accountDigest(email),
    exp: Math.floor(Date.now() / 1000) + DEVICE_LIFETIME_SECONDS
  }
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url")
  const token = `${payload}.${mac(request.server.deviceCookieKey, payload).toString("base64url")}`
  reply.setCookie(DEVICE_COOKIE, token, { ...base(request), sameSite: "strict", path: REFRESH_PATH, maxAge: DEVICE_LIFETIME_SECONDS })
}
