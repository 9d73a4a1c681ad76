/** Profile routes: the own profile (created on first view), its edit, another user's public profile and activity. */
import type { FastifyInstance } from "fastify"
import { ProfileDto, ProfileUpdateBody, PublicProfileDto } from "../../../domain/accounts/contract.ts"
import { getOwnProfile, getProfile, updateProfile } from "../../../domain/accounts/profiles.ts"
import { concertActivity } from "../../../domain/friends/activity.ts"
import { ConcertActivity } from "../../../domain/friends/contract.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

export const profileRoutes = (app: FastifyInstance) => {
  const signedIn = { preHandler: requireUser }

  app.get(
    "/api/profile",
    {
      ...signedIn,
      config: { contract: { tag: "Accounts", summary: "The own profile (created on first view)", responses: { 200: ProfileDto } } }
    },
    async (request): Promise<ProfileDto> => request.run(getOwnProfile(viewerOf(request).id))
  )

  app.patch(
    "/api/profile",
    {
      ...signedIn,
      config: {
        contract: {
          tag: "Accounts",
          summary: "Edit the own display name and bio",
          description: "Both are trimmed; a blank display name falls back as at sign-up, a blank bio is stored as null.",
          body: ProfileUpdateBody,
          responses: { 200: ProfileDto },
          errors: ["InvalidDisplayName"]
        }
      }
    },
    async (request): Promise<ProfileDto> => {
      const body = decodeInput(ProfileUpdateBody, request.body)
      return request.run(updateProfile(viewerOf(request).id, body))
    }
  )

  app.get<{ Params: { userId: string } }>(
    "/api/profiles/:userId",
    {
      ...signedIn,
      config: {
        contract: {
          tag: "Friends",
          summary: "Another user's profile, with the viewer's relationship to them",
          description:
            "A malformed or unknown id, a user without a profile, or someone hidden from the viewer (a block either way, a suspended account) is ProfileNotFound.",
          responses: { 200: PublicProfileDto },
          errors: ["ProfileNotFound"]
        }
      }
    },
    async (request): Promise<PublicProfileDto> => request.run(getProfile(viewerOf(request).id, request.params.userId))
  )

  app.get<{ Params: { userId: string } }>(
    "/api/profiles/:userId/activity",
    {
      ...signedIn,
      config: {
        contract: {
          tag: "Friends",
          summary: "A user's concert activity, when their visibility lets the viewer see it",
          responses: { 200: ConcertActivity },
          errors: ["ProfileNotFound"]
        }
      }
    },
    async (request): Promise<ConcertActivity> => request.run(concertActivity(viewerOf(request).id, request.params.userId))
  )
}
