/** Auth routes: registration mode, sign-up, sign-in, the confirmation link, the session and its end. */
import { Effect } from "effect"
import type { FastifyInstance } from "fastify"
import { getRegistrationMode } from "../../../domain/accounts/admin.ts"
import { Credentials, type RegistrationDto, type SessionDto, SignUpBody, TokenBody } from "../../../domain/accounts/contract.ts"
import { confirmEmail } from "../../../domain/accounts/links.ts"
import { limitAttempt } from "../../../domain/accounts/rate-limit.ts"
import { refreshSession, sessionUserOf, signOut, signOutAll } from "../../../domain/accounts/sessions.ts"
import { signIn, signUp } from "../../../domain/accounts/sign-in.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"
import { clearSessionCookies, refreshTokenOf, setSessionCookies } from "../plugins/session-cookies.ts"

export const authRoutes = (app: FastifyInstance) => {
  app.get("/api/auth/registration", async (request): Promise<typeof RegistrationDto.Type> =>
    ({ mode: await request.run(getRegistrationMode) }))

  app.post("/api/auth/sign-in", async (request, reply): Promise<SessionDto> => {
    const body = decodeInput(Credentials, request.body)
    const session = await request.run(Effect.andThen(limitAttempt("sign-in", request.ip, body.email), signIn(body)))
    return setSessionCookies(request, reply, session)
  })

  app.post("/api/auth/sign-up", async (request, reply) => {
    const body = decodeInput(SignUpBody, request.body)
    const result = await request.run(Effect.andThen(limitAttempt("sign-up", request.ip, body.email), signUp(body)))
    return reply.status(201).send(result)
  })

  app.post("/api/auth/confirm", async (request, reply): Promise<SessionDto> => {
    const { token } = decodeInput(TokenBody, request.body)
    return setSessionCookies(request, reply, await request.run(confirmEmail(token)))
  })

  app.get("/api/auth/session", { preHandler: requireUser }, async (request): Promise<SessionDto> => {
    const expiresAt = request.user.exp * 1000
    return { user: sessionUserOf(viewerOf(request)), expiresAt, expiresIn: Math.max(0, Math.round((expiresAt - Date.now()) / 1000)) }
  })

  app.post("/api/auth/refresh", async (request, reply): Promise<SessionDto> => {
    const token = refreshTokenOf(request) ?? ""
    return setSessionCookies(request, reply, await request.run(refreshSession(token)))
  })

  app.post("/api/auth/sign-out", async (request, reply) => {
    await request.run(signOut(refreshTokenOf(request)))
    clearSessionCookies(request, reply)
    return reply.status(204).send()
  })

  app.post("/api/auth/sign-out-all", { preHandler: requireUser }, async (request, reply) => {
    await request.run(signOutAll(viewerOf(request).id))
    clearSessionCookies(request, reply)
    return reply.status(204).send()
  })
}
