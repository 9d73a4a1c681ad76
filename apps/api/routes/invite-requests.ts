/** Requests for more invites: a user's own (signed in), and the admins' review (audit-logged). */
import { Effect } from "effect"
import type { FastifyInstance } from "fastify"
import { type AdminInviteRequests, InviteRequestBody, type InviteRequestDto } from "../../../domain/invitations/contract.ts"
import { limitInvitationAction } from "../../../domain/invitations/limits.ts"
import { ownInviteRequests, requestMoreInvites } from "../../../domain/invitations/requests.ts"
import { adminInviteRequests, approveInviteRequest, rejectInviteRequest } from "../../../domain/invitations/review.ts"
import { requireAdmin, requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

export const inviteRequestRoutes = (app: FastifyInstance) => {
  const signedIn = { preHandler: requireUser }
  const admin = { preHandler: requireAdmin }

  app.get("/api/invite-requests", signedIn, async (request) => request.run(ownInviteRequests(viewerOf(request).id)))

  app.post("/api/invite-requests", signedIn, async (request, reply) => {
    const body = decodeInput(InviteRequestBody, request.body)
    const viewerId = viewerOf(request).id
    const created = await request.run(Effect.andThen(limitInvitationAction("invite-request", viewerId, request.ip), requestMoreInvites(viewerId, body)))
    return reply.status(201).send(created)
  })

  app.get("/api/admin/invite-requests", admin, async (request): Promise<AdminInviteRequests> =>
    request.run(adminInviteRequests({ kind: "user", user: viewerOf(request) })))

  app.post<{ Params: { id: string } }>("/api/admin/invite-requests/:id/approve", admin, async (request): Promise<InviteRequestDto> =>
    request.run(approveInviteRequest({ kind: "user", user: viewerOf(request) }, request.params.id)))

  app.post<{ Params: { id: string } }>("/api/admin/invite-requests/:id/reject", admin, async (request): Promise<InviteRequestDto> =>
    request.run(rejectInviteRequest({ kind: "user", user: viewerOf(request) }, request.params.id)))
}
