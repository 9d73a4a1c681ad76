/** Requests for more invites: a user's own (signed in), and the admins' review (audit-logged). */
import { Effect } from "effect"
import type { FastifyInstance } from "fastify"
import { AdminInviteRequests, InviteRequestBody, InviteRequestDto, OwnInviteRequests } from "../../../domain/invitations/contract.ts"
import { limitInvitationAction } from "../../../domain/invitations/limits.ts"
import { ownInviteRequests, requestMoreInvites } from "../../../domain/invitations/requests.ts"
import { adminInviteRequests, approveInviteRequest, rejectInviteRequest } from "../../../domain/invitations/review.ts"
import type { RouteContract } from "../openapi/contract.ts"
import { requireAdmin, requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

const tag = "Invitations"

export const inviteRequestRoutes = (app: FastifyInstance) => {
  const signedIn = { preHandler: requireUser }
  const admin = { preHandler: requireAdmin }
  const review = (summary: string): { contract: RouteContract } => ({
    contract: { tag, summary, responses: { 200: InviteRequestDto }, errors: ["InviteRequestNotFound", "AlreadyReviewed"] }
  })

  app.get(
    "/api/invite-requests",
    {
      ...signedIn,
      config: { contract: { tag, summary: "The viewer's own requests for more invites, newest first", responses: { 200: OwnInviteRequests } } }
    },
    async (request): Promise<typeof OwnInviteRequests.Type> => request.run(ownInviteRequests(viewerOf(request).id))
  )

  app.post(
    "/api/invite-requests",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Ask the admins for more invites",
          body: InviteRequestBody,
          responses: { 201: InviteRequestDto },
          errors: ["InvalidRequestedCount", "ReasonTooShort", "InvitesRevoked", "RateLimited"]
        }
      }
    },
    async (request, reply) => {
      const body = decodeInput(InviteRequestBody, request.body)
      const viewerId = viewerOf(request).id
      const created = await request.run(Effect.andThen(limitInvitationAction("invite-request", viewerId, request.ip), requestMoreInvites(viewerId, body)))
      return reply.status(201).send(created)
    }
  )

  app.get(
    "/api/admin/invite-requests",
    {
      ...admin,
      config: {
        contract: {
          tag,
          summary: "Every pending request for more invites (newest first), and the 10 most recently reviewed",
          responses: { 200: AdminInviteRequests }
        }
      }
    },
    async (request): Promise<AdminInviteRequests> => request.run(adminInviteRequests({ kind: "user", user: viewerOf(request) }))
  )

  app.post<{ Params: { id: string } }>(
    "/api/admin/invite-requests/:id/approve",
    {
      ...admin,
      config: review("Approve a request: its count is added to the requester's invites")
    },
    async (request): Promise<InviteRequestDto> => request.run(approveInviteRequest({ kind: "user", user: viewerOf(request) }, request.params.id))
  )

  app.post<{ Params: { id: string } }>(
    "/api/admin/invite-requests/:id/reject",
    {
      ...admin,
      config: review("Reject a request")
    },
    async (request): Promise<InviteRequestDto> => request.run(rejectInviteRequest({ kind: "user", user: viewerOf(request) }, request.params.id))
  )
}
