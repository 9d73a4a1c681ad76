/** Invitation routes: the viewer's invite economy and invitations (signed in), and the link's preview and accept (public). */
import { Effect } from "effect"
import type { FastifyInstance } from "fastify"
import { acceptInvitation, previewInvitation } from "../../../domain/invitations/accept.ts"
import {
  AcceptInvitationBody,
  type InvitationPreview,
  type InvitationsOverview,
  InvitationLinkQuery,
  InviteBody
} from "../../../domain/invitations/contract.ts"
import { limitTokenAttempt } from "../../../domain/accounts/rate-limit.ts"
import { limitInvitationAction } from "../../../domain/invitations/limits.ts"
import { cancelInvitation, resendInvitation } from "../../../domain/invitations/manage.ts"
import { invitationsOverview, sendInvitation } from "../../../domain/invitations/send.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"
import { setSessionCookies } from "../plugins/session-cookies.ts"

export const invitationRoutes = (app: FastifyInstance) => {
  const signedIn = { preHandler: requireUser }

  app.get("/api/invitations", signedIn, async (request): Promise<InvitationsOverview> =>
    request.run(invitationsOverview(viewerOf(request).id)))

  app.post("/api/invitations", signedIn, async (request, reply) => {
    const { email } = decodeInput(InviteBody, request.body)
    const viewerId = viewerOf(request).id
    const result = await request.run(Effect.andThen(limitInvitationAction("invitation-send", viewerId, request.ip), sendInvitation(viewerId, email)))
    return reply.status(result.outcome === "invitation_sent" ? 201 : 200).send(result)
  })

  app.delete<{ Params: { id: string } }>("/api/invitations/:id", signedIn, async (request, reply) => {
    await request.run(cancelInvitation(viewerOf(request).id, request.params.id))
    return reply.status(204).send()
  })

  // A resend mails the invitation again: it counts as a sent invitation.
  app.post<{ Params: { id: string } }>("/api/invitations/:id/resend", signedIn, async (request) => {
    const viewerId = viewerOf(request).id
    return request.run(Effect.andThen(limitInvitationAction("invitation-send", viewerId, request.ip), resendInvitation(viewerId, request.params.id)))
  })

  app.get("/api/invitations/preview", async (request): Promise<InvitationPreview> => {
    const { token, inviter } = decodeInput(InvitationLinkQuery, request.query)
    return request.run(previewInvitation(token, inviter))
  })

  app.post("/api/invitations/accept", async (request, reply) => {
    const body = decodeInput(AcceptInvitationBody, request.body)
    const session = await request.run(Effect.andThen(limitTokenAttempt("accept-invitation", request.ip, body.token), acceptInvitation(body)))
    return reply.status(201).send(setSessionCookies(request, reply, session))
  })
}
