/** Recovery routes: resend the confirmation mail, forgot password, reset password. */
import { Effect } from "effect"
import type { FastifyInstance } from "fastify"
import { EmailBody, ResetPasswordBody, type SessionDto } from "../../../domain/accounts/contract.ts"
import { forgotPassword, resendConfirmation, resetPassword } from "../../../domain/accounts/links.ts"
import { limitAttempt, limitTokenAttempt } from "../../../domain/accounts/rate-limit.ts"
import { decodeInput } from "../plugins/runtime.ts"
import { setSessionCookies } from "../plugins/session-cookies.ts"

export const recoveryRoutes = (app: FastifyInstance) => {
  app.post("/api/auth/resend-confirmation", async (request) => {
    const { email } = decodeInput(EmailBody, request.body)
    return request.run(Effect.andThen(limitAttempt("resend-confirmation", request.ip, email), resendConfirmation(email)))
  })

  app.post("/api/auth/forgot-password", async (request) => {
    const { email } = decodeInput(EmailBody, request.body)
    return request.run(Effect.andThen(limitAttempt("forgot-password", request.ip, email), forgotPassword(email)))
  })

  app.post("/api/auth/reset-password", async (request, reply): Promise<SessionDto> => {
    const body = decodeInput(ResetPasswordBody, request.body)
    const session = await request.run(Effect.andThen(limitTokenAttempt("reset-password", request.ip, body.token), resetPassword(body)))
    return setSessionCookies(request, reply, session)
  })
}
