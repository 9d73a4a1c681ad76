/** The waitlist: a stranger's listing (public, limited per client address) and the admins' list and invitation. */
import type { FastifyInstance } from "fastify"
import { inviteFromWaitlist, listWaitlist } from "../../../domain/waitlist/admin.ts"
import {
  type AdminWaitlist,
  WaitlistInviteBody,
  type WaitlistInvited,
  WaitlistJoinBody,
  type WaitlistJoined,
  WaitlistQuery
} from "../../../domain/waitlist/contract.ts"
import { joinWaitlist } from "../../../domain/waitlist/join.ts"
import { requireAdmin, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

export const waitlistRoutes = (app: FastifyInstance) => {
  const admin = { preHandler: requireAdmin }

  app.post("/api/waitlist", async (request): Promise<WaitlistJoined> =>
    request.run(joinWaitlist(decodeInput(WaitlistJoinBody, request.body), request.ip)))

  app.get("/api/admin/waitlist", admin, async (request): Promise<AdminWaitlist> =>
    request.run(listWaitlist({ kind: "user", user: viewerOf(request) }, decodeInput(WaitlistQuery, request.query).cursor)))

  app.post("/api/admin/waitlist/invite", admin, async (request): Promise<WaitlistInvited> =>
    request.run(inviteFromWaitlist({ kind: "user", user: viewerOf(request) }, decodeInput(WaitlistInviteBody, request.body).email)))
}
