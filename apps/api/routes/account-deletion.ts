/**
 * Deleting an account (issue #30): the signed-in person asks for it with their password and DELETE; within the grace
 * period the public restore signs them back in. Both check the password under sign-in's budget and answers.
 */
import type { FastifyInstance } from "fastify"
import { SessionDto } from "../../../domain/accounts/contract.ts"
import { DeletionBody, DeletionScheduled, RestoreBody } from "../../../domain/accounts/deletion-contract.ts"
import { requestDeletion, restoreAccount } from "../../../domain/accounts/deletion.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"
import { clearSessionCookies, deviceOf, rememberDevice, setSessionCookies } from "../plugins/session-cookies.ts"

const tag = "Accounts"

export const accountDeletionRoutes = (app: FastifyInstance) => {
  app.post(
    "/api/account/deletion",
    {
      preHandler: requireUser,
      config: {
        contract: {
          tag,
          summary: "Delete my account: it is purged in 14 days unless restored",
          description:
            "With the account's password and `confirm` exactly DELETE. Every session ends at once (the cookies are cleared) and " +
            "nobody else sees the account any more; signing in through /api/auth/restore within 14 days takes it back. " +
            "A wrong password counts against the sign-in limits.",
          body: DeletionBody,
          responses: { 202: DeletionScheduled },
          cookies: "cleared",
          errors: ["DeletionNotConfirmed", "InvalidCredentials", "LastAdmin", "RateLimited", "HasherBusy"]
        }
      }
    },
    async (request, reply) => {
      const body = decodeInput(DeletionBody, request.body)
      const viewer = viewerOf(request)
      const scheduled = await request.run(requestDeletion(viewer.id, body, { address: request.ip, device: deviceOf(request, viewer.email) }))
      clearSessionCookies(request, reply)
      return reply.status(202).send(scheduled)
    }
  )

  app.post(
    "/api/auth/restore",
    {
      config: {
        contract: {
          tag,
          summary: "Restore an account scheduled for deletion, and sign in",
          description:
            "Answers as sign-in does, under the same limits: an account waiting to be purged is restored (its owner is told " +
            "by mail) and signed in; any other account is simply signed in.",
          body: RestoreBody,
          responses: { 200: SessionDto },
          cookies: "set",
          errors: ["MissingCredentials", "InvalidCredentials", "EmailNotConfirmed", "AccountSuspended", "RateLimited", "HasherBusy"]
        }
      }
    },
    async (request, reply): Promise<SessionDto> => {
      const body = decodeInput(RestoreBody, request.body)
      const device = deviceOf(request, body.email)
      const session = await request.run(restoreAccount(body, { address: request.ip, device }))
      rememberDevice(request, reply, body.email, device)
      return setSessionCookies(request, reply, session)
    }
  )
}
