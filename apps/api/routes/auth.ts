/** Auth routes: registration mode, sign-up, sign-in, the confirmation link, the session and its end. */
import { Effect } from "effect"
import type { FastifyInstance } from "fastify"
import { getRegistrationMode } from "../../../domain/accounts/admin.ts"
import { ConfirmEmailBody, Credentials, EmailConfirmed, RegistrationDto, SessionDto, SignUpBody, SignUpResult } from "../../../domain/accounts/contract.ts"
import { confirmEmail } from "../../../domain/accounts/links.ts"
import { limitAttempt, limitTokenAttempt } from "../../../domain/accounts/rate-limit.ts"
import { refreshSession, sessionUserOf, signOut, signOutAll } from "../../../domain/accounts/sessions.ts"
import { signIn, signUp } from "../../../domain/accounts/sign-in.ts"
import { type AccessClaims, requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"
import { clearSessionCookies, deviceOf, refreshTokenOf, rememberDevice, setSessionCookies } from "../plugins/session-cookies.ts"

const tag = "Accounts"

export const authRoutes = (app: FastifyInstance) => {
  app.get(
    "/api/auth/registration",
    {
      config: {
        contract: { tag, summary: "Whether anyone may sign up (open) or only the invited (invite-only)", responses: { 200: RegistrationDto } }
      }
    },
    async (request): Promise<typeof RegistrationDto.Type> => ({ mode: await request.run(getRegistrationMode) })
  )

  app.post(
    "/api/auth/sign-in",
    {
      config: {
        contract: {
          tag,
          summary: "Sign in",
          description: "Sets the session cookies. Only failed attempts count against the rate limits.",
          body: Credentials,
          responses: { 200: SessionDto },
          cookies: "set",
          errors: ["MissingCredentials", "InvalidCredentials", "EmailNotConfirmed", "AccountSuspended", "AccountPendingDeletion", "RateLimited", "HasherBusy"]
        }
      }
    },
    async (request, reply): Promise<SessionDto> => {
      const body = decodeInput(Credentials, request.body)
      const device = deviceOf(request, body.email)
      const session = await request.run(signIn(body, { address: request.ip, device }))
      rememberDevice(request, reply, body.email, device)
      return setSessionCookies(request, reply, session)
    }
  )

  app.post(
    "/api/auth/sign-up",
    {
      config: {
        contract: {
          tag,
          summary: "Sign up with an e-mail address and a password",
          description: "The same answer for every address (no enumeration); the confirmation mail tells the rest.",
          body: SignUpBody,
          responses: { 201: SignUpResult },
          errors: ["MissingCredentials", "InvalidEmail", "PasswordTooShort", "InvalidDisplayName", "RegistrationClosed", "RateLimited", "HasherBusy"]
        }
      }
    },
    async (request, reply) => {
      const body = decodeInput(SignUpBody, request.body)
      const result = await request.run(Effect.andThen(limitAttempt("sign-up", request.ip, body.email), signUp(body)))
      return reply.status(201).send(result)
    }
  )

  // Confirms only: the person then signs in, so a link someone else sent never opens a session.
  app.post(
    "/api/auth/confirm",
    {
      config: {
        contract: {
          tag,
          summary: "Confirm the address with the mailed link's token and the password chosen at sign-up",
          description: "Signs nobody in; ends every other session, link and calendar feed of the account.",
          body: ConfirmEmailBody,
          responses: { 200: EmailConfirmed },
          errors: ["InvalidToken", "InvalidCredentials", "RateLimited", "HasherBusy"]
        }
      }
    },
    async (request): Promise<EmailConfirmed> => {
      const body = decodeInput(ConfirmEmailBody, request.body)
      return request.run(Effect.andThen(limitTokenAttempt("confirm-email", request.ip, body.token), confirmEmail(body)))
    }
  )

  app.get(
    "/api/auth/session",
    {
      preHandler: requireUser,
      config: { contract: { tag, summary: "The signed-in session", responses: { 200: SessionDto } } }
    },
    async (request): Promise<SessionDto> => {
      const expiresAt = request.user.exp * 1000
      return { user: sessionUserOf(viewerOf(request)), expiresAt, expiresIn: Math.max(0, Math.round((expiresAt - Date.now()) / 1000)) }
    }
  )

  app.post(
    "/api/auth/refresh",
    {
      config: {
        contract: {
          tag,
          summary: "Renew the session with the refresh cookie",
          description: "Rotates both cookies. A refresh token used twice ends its whole session.",
          responses: { 200: SessionDto },
          cookies: "set",
          errors: ["NotAuthenticated"]
        }
      }
    },
    async (request, reply): Promise<SessionDto> => {
      const token = refreshTokenOf(request) ?? ""
      return setSessionCookies(request, reply, await request.run(refreshSession(token)))
    }
  )

  app.post(
    "/api/auth/sign-out",
    {
      config: {
        contract: {
          tag,
          summary: "Sign out",
          description: "Ends the session named by the refresh cookie and the one named by a valid access cookie.",
          responses: { 204: null },
          cookies: "cleared"
        }
      }
    },
    async (request, reply) => {
      // Only a verified access token names a session to end; a forged or expired one is ignored.
      const claims = await request.jwtVerify<AccessClaims>({ onlyCookie: true }).catch(() => undefined)
      await request.run(signOut(refreshTokenOf(request), claims && { userId: claims.sub, familyId: claims.sid }))
      clearSessionCookies(request, reply)
      return reply.status(204).send()
    }
  )

  app.post(
    "/api/auth/sign-out-all",
    {
      preHandler: requireUser,
      config: {
        contract: { tag, summary: "Sign out everywhere: every session of the account, and its calendar feed", responses: { 204: null }, cookies: "cleared" }
      }
    },
    async (request, reply) => {
      await request.run(signOutAll(viewerOf(request).id))
      clearSessionCookies(request, reply)
      return reply.status(204).send()
    }
  )
}
