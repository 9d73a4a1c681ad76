/** The waitlist: a stranger's listing (public, limited per client address) and the admins' list and invitation. */
import type { FastifyInstance } from "fastify"
import { inviteFromWaitlist, listWaitlist } from "../../../domain/waitlist/admin.ts"
import { AdminWaitlist, WaitlistInviteBody, WaitlistInvited, WaitlistJoinBody, WaitlistJoined, WaitlistQuery } from "../../../domain/waitlist/contract.ts"
import { joinWaitlist } from "../../../domain/waitlist/join.ts"
import { requireAdmin, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

const tag = "Waitlist"

export const waitlistRoutes = (app: FastifyInstance) => {
  const admin = { preHandler: requireAdmin }

  app.post(
    "/api/waitlist",
    {
      config: {
        contract: {
          tag,
          summary: "Join the waitlist",
          description: "The same answer for every address (no enumeration); the mail says the rest.",
          body: WaitlistJoinBody,
          responses: { 200: WaitlistJoined },
          errors: ["InvalidEmail", "InvalidWaitlistText", "RateLimited"]
        }
      }
    },
    async (request): Promise<WaitlistJoined> => request.run(joinWaitlist(decodeInput(WaitlistJoinBody, request.body), request.ip))
  )

  app.get(
    "/api/admin/waitlist",
    {
      ...admin,
      config: {
        contract: {
          tag,
          summary: "The waitlist, newest first, 50 a page",
          query: WaitlistQuery,
          responses: { 200: AdminWaitlist },
          errors: ["InvalidCursor"]
        }
      }
    },
    async (request): Promise<AdminWaitlist> =>
      request.run(listWaitlist({ kind: "user", user: viewerOf(request) }, decodeInput(WaitlistQuery, request.query).cursor))
  )

  app.post(
    "/api/admin/waitlist/invite",
    {
      ...admin,
      config: {
        contract: {
          tag,
          summary: "Mail a listed address an invitation link from Soundcheck itself",
          description: "No member's invite is spent; the link replaces the listing's earlier one.",
          body: WaitlistInviteBody,
          responses: { 200: WaitlistInvited },
          errors: ["InvalidEmail", "NotOnWaitlist", "AlreadyMember", "RateLimited"]
        }
      }
    },
    async (request): Promise<WaitlistInvited> =>
      request.run(inviteFromWaitlist({ kind: "user", user: viewerOf(request) }, decodeInput(WaitlistInviteBody, request.body).email))
  )
}
