/** Invitation routes: the viewer's invite economy and invitations (signed in), and the link's preview and accept (public). */
import { Effect } from "effect"
import type { FastifyInstance } from "fastify"
import { SessionDto } from "../../../domain/accounts/contract.ts"
import { acceptInvitation, previewInvitation } from "../../../domain/invitations/accept.ts"
import {
  AcceptInvitationBody,
  FriendRequestSentInstead,
  InvitationPreview,
  InvitationResent,
  InvitationSent,
  InvitationsOverview,
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

const tag = "Invitations"

export const invitationRoutes = (app: FastifyInstance) => {
  const signedIn = { preHandler: requireUser }

  app.get(
    "/api/invitations",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "The viewer's invites left, invitations sent, and pending invitations (newest first, expired ones too)",
          responses: { 200: InvitationsOverview }
        }
      }
    },
    async (request): Promise<InvitationsOverview> => request.run(invitationsOverview(viewerOf(request).id))
  )

  app.post(
    "/api/invitations",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Invite an e-mail address (one invite spent), or send its owner a friend request when it has an account",
          description:
            "The address of someone hidden from the viewer (a block either way, a suspended account) is answered as an address " +
            "without an account (201, an invite spent, the invitation listed), but its mail is never queued.",
          body: InviteBody,
          responses: { 201: InvitationSent, 200: FriendRequestSentInstead },
          errors: [
            "InvalidEmail",
            "NoInvitesRemaining",
            "InvitesRevoked",
            "AlreadyInvited",
            "AlreadyFriends",
            "CannotFriendYourself",
            "FriendRequestAlreadyExists",
            "RateLimited"
          ]
        }
      }
    },
    async (request, reply) => {
      const { email } = decodeInput(InviteBody, request.body)
      const viewerId = viewerOf(request).id
      const result = await request.run(Effect.andThen(limitInvitationAction("invitation-send", viewerId, request.ip), sendInvitation(viewerId, email)))
      return reply.status(result.outcome === "invitation_sent" ? 201 : 200).send(result)
    }
  )

  app.delete<{ Params: { id: string } }>(
    "/api/invitations/:id",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Cancel one's own pending invitation (the invite is not given back)",
          responses: { 204: null },
          errors: ["InvitationNotFound"]
        }
      }
    },
    async (request, reply) => {
      await request.run(cancelInvitation(viewerOf(request).id, request.params.id))
      return reply.status(204).send()
    }
  )

  // A resend mails the invitation again: it counts as a sent invitation.
  app.post<{ Params: { id: string } }>(
    "/api/invitations/:id/resend",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Mail one's own pending invitation again, with a new link and expiry (no invite spent)",
          responses: { 200: InvitationResent },
          errors: ["InvitationNotFound", "RateLimited"]
        }
      }
    },
    async (request): Promise<InvitationResent> => {
      const viewerId = viewerOf(request).id
      return request.run(Effect.andThen(limitInvitationAction("invitation-send", viewerId, request.ip), resendInvitation(viewerId, request.params.id)))
    }
  )

  app.get(
    "/api/invitations/preview",
    {
      config: {
        contract: {
          tag,
          summary: "What an invitation link shows before sign-up",
          query: InvitationLinkQuery,
          responses: { 200: InvitationPreview },
          errors: ["InvalidInvitation", "InvitationExpired"]
        }
      }
    },
    async (request): Promise<InvitationPreview> => {
      const { token, inviter } = decodeInput(InvitationLinkQuery, request.query)
      return request.run(previewInvitation(token, inviter))
    }
  )

  app.post(
    "/api/invitations/accept",
    {
      config: {
        contract: {
          tag,
          summary: "Accept an invitation: the account (confirmed), a friendship with the inviter, and a session",
          body: AcceptInvitationBody,
          responses: { 201: SessionDto },
          cookies: "set",
          errors: ["InvalidInvitation", "InvitationExpired", "PasswordTooShort", "InvalidDisplayName", "UserAlreadyRegistered", "RateLimited", "HasherBusy"]
        }
      }
    },
    async (request, reply) => {
      const body = decodeInput(AcceptInvitationBody, request.body)
      const session = await request.run(Effect.andThen(limitTokenAttempt("accept-invitation", request.ip, body.token), acceptInvitation(body)))
      return reply.status(201).send(setSessionCookies(request, reply, session))
    }
  )
}
