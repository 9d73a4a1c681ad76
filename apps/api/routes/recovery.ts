/** Recovery routes: resend the confirmation mail, forgot password, reset password. */
import { Effect } from "effect"
import type { FastifyInstance } from "fastify"
import { EmailBody, LinkRequested, ResetPasswordBody, SessionDto } from "../../../domain/accounts/contract.ts"
import { forgotPassword, resendConfirmation, resetPassword } from "../../../domain/accounts/links.ts"
import { limitAttempt, limitTokenAttempt } from "../../../domain/accounts/rate-limit.ts"
import { decodeInput } from "../plugins/runtime.ts"
import { setSessionCookies } from "../plugins/session-cookies.ts"

const tag = "Accounts"

export const recoveryRoutes = (app: FastifyInstance) => {
  app.post(
    "/api/auth/resend-confirmation",
    {
      config: {
        contract: {
          tag,
          summary: "Mail the confirmation link again",
          description: "The same answer whatever the address; a link is mailed only to an account not yet confirmed.",
          body: EmailBody,
          responses: { 200: LinkRequested },
          errors: ["RateLimited"]
        }
      }
    },
    async (request): Promise<LinkRequested> => {
      const { email } = decodeInput(EmailBody, request.body)
      return request.run(Effect.andThen(limitAttempt("resend-confirmation", request.ip, email), resendConfirmation(email)))
    }
  )

  app.post(
    "/api/auth/forgot-password",
    {
      config: {
        contract: {
          tag,
          summary: "Mail a password reset link (valid 1 hour, single use)",
          description: "The same answer whatever the address; a link is mailed only when the account exists.",
          body: EmailBody,
          responses: { 200: LinkRequested },
          errors: ["RateLimited"]
        }
      }
    },
    async (request): Promise<LinkRequested> => {
      const { email } = decodeInput(EmailBody, request.body)
      return request.run(Effect.andThen(limitAttempt("forgot-password", request.ip, email), forgotPassword(email)))
    }
  )

  app.post(
    "/api/auth/reset-password",
    {
      config: {
        contract: {
          tag,
          summary: "Set a new password with the mailed link's token, and sign in",
          description: "Ends every other session, link and the calendar feed of the account; confirms the address.",
          body: ResetPasswordBody,
          responses: { 200: SessionDto },
          cookies: "set",
          errors: ["InvalidToken", "PasswordTooShort", "AccountSuspended", "AccountPendingDeletion", "RateLimited", "HasherBusy"]
        }
      }
    },
    async (request, reply): Promise<SessionDto> => {
      const body = decodeInput(ResetPasswordBody, request.body)
      const session = await request.run(Effect.andThen(limitTokenAttempt("reset-password", request.ip, body.token), resetPassword(body)))
      return setSessionCookies(request, reply, session)
    }
  )
}
