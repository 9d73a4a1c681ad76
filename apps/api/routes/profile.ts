/** Profile routes: the own profile (created on first view), its edit, another user's public profile and activity. */
import type { FastifyInstance } from "fastify"
import { type ProfileDto, ProfileUpdateBody, type PublicProfileDto } from "../../../domain/accounts/contract.ts"
import { getOwnProfile, getProfile, updateProfile } from "../../../domain/accounts/profiles.ts"
import { concertActivity } from "../../../domain/friends/activity.ts"
import type { ConcertActivity } from "../../../domain/friends/contract.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

export const profileRoutes = (app: FastifyInstance) => {
  app.get("/api/profile", { preHandler: requireUser }, async (request): Promise<ProfileDto> =>
    request.run(getOwnProfile(viewerOf(request).id)))

  app.patch("/api/profile", { preHandler: requireUser }, async (request): Promise<ProfileDto> => {
    const body = decodeInput(ProfileUpdateBody, request.body)
    return request.run(updateProfile(viewerOf(request).id, body))
  })

  app.get<{ Params: { userId: string } }>("/api/profiles/:userId", { preHandler: requireUser }, async (request): Promise<PublicProfileDto> =>
    request.run(getProfile(viewerOf(request).id, request.params.userId)))

  app.get<{ Params: { userId: string } }>("/api/profiles/:userId/activity", { preHandler: requireUser }, async (request): Promise<ConcertActivity> =>
    request.run(concertActivity(viewerOf(request).id, request.params.userId)))
}
