/** Friends routes: friendships, friend requests (send, accept, reject, cancel) and the e-mail search. */
import { Effect } from "effect"
import type { FastifyInstance } from "fastify"
import { limitAttempt } from "../../../domain/accounts/rate-limit.ts"
import {
  FriendAccepted,
  FriendRequestsList,
  FriendsList,
  SendFriendRequestBody,
  SentFriendRequest,
  UserSearchQuery,
  UserSearchResult
} from "../../../domain/friends/contract.ts"
import { listFriends, listRequests, removeFriend, searchUser } from "../../../domain/friends/friends.ts"
import { acceptFriendRequest, cancelFriendRequest, rejectFriendRequest } from "../../../domain/friends/requests.ts"
import { befriendOrInvite } from "../../../domain/invitations/befriend-or-invite.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

type WithId = { Params: { id: string } }

const tag = "Friends"

export const friendRoutes = (app: FastifyInstance) => {
  const signedIn = { preHandler: requireUser }

  app.get(
    "/api/friends",
    {
      ...signedIn,
      config: { contract: { tag, summary: "The viewer's friends, by name", responses: { 200: FriendsList } } }
    },
    async (request): Promise<FriendsList> => request.run(listFriends(viewerOf(request).id))
  )

  app.delete<{ Params: { userId: string } }>(
    "/api/friends/:userId",
    {
      ...signedIn,
      config: { contract: { tag, summary: "End a friendship, for both", responses: { 204: null }, errors: ["NotFriends"] } }
    },
    async (request, reply) => {
      await request.run(removeFriend(viewerOf(request).id, request.params.userId))
      return reply.status(204).send()
    }
  )

  app.get(
    "/api/friend-requests",
    {
      ...signedIn,
      config: {
        contract: { tag, summary: "Pending friend requests to and from the viewer, newest first", responses: { 200: FriendRequestsList } }
      }
    },
    async (request): Promise<FriendRequestsList> => request.run(listRequests(viewerOf(request).id))
  )

  app.post(
    "/api/friend-requests",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Send a friend request by e-mail or user id",
          description:
            "An e-mail address without an account is sent an invitation instead (the rules and counts of POST /api/invitations). " +
            "Someone hidden from the viewer (a block either way, a suspended account) is UserNotFound by id, and by address " +
            "answered as an address without an account, whose invitation is never mailed.",
          body: SendFriendRequestBody,
          responses: { 201: SentFriendRequest },
          errors: [
            "InvalidEmail",
            "CannotFriendYourself",
            "UserNotFound",
            "AlreadyFriends",
            "FriendRequestAlreadyExists",
            "NoInvitesRemaining",
            "AlreadyInvited",
            "RateLimited"
          ]
        }
      }
    },
    async (request, reply) => {
      const body = decodeInput(SendFriendRequestBody, request.body)
      const viewer = viewerOf(request)
      const sent: SentFriendRequest = await request.run(
        Effect.andThen(limitAttempt("friend-request", request.ip, viewer.email), befriendOrInvite(viewer.id, body))
      )
      return reply.status(201).send(sent)
    }
  )

  app.post<WithId>(
    "/api/friend-requests/:id/accept",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Accept a friend request addressed to the viewer",
          responses: { 200: FriendAccepted },
          errors: ["FriendRequestNotFound"]
        }
      }
    },
    async (request): Promise<FriendAccepted> => request.run(acceptFriendRequest(viewerOf(request).id, request.params.id))
  )

  app.post<WithId>(
    "/api/friend-requests/:id/reject",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Reject a friend request addressed to the viewer",
          responses: { 204: null },
          errors: ["FriendRequestNotFound"]
        }
      }
    },
    async (request, reply) => {
      await request.run(rejectFriendRequest(viewerOf(request).id, request.params.id))
      return reply.status(204).send()
    }
  )

  app.delete<WithId>(
    "/api/friend-requests/:id",
    {
      ...signedIn,
      config: {
        contract: { tag, summary: "Cancel a friend request the viewer sent", responses: { 204: null }, errors: ["FriendRequestNotFound"] }
      }
    },
    async (request, reply) => {
      await request.run(cancelFriendRequest(viewerOf(request).id, request.params.id))
      return reply.status(204).send()
    }
  )

  app.get(
    "/api/users/search",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Find a user by their whole e-mail address (exact, any letter case)",
          query: UserSearchQuery,
          responses: { 200: UserSearchResult },
          errors: ["InvalidEmail", "RateLimited"]
        }
      }
    },
    async (request): Promise<UserSearchResult> => {
      const { email } = decodeInput(UserSearchQuery, request.query)
      const viewer = viewerOf(request)
      return request.run(Effect.andThen(limitAttempt("user-search", request.ip, viewer.email), searchUser(viewer.id, email)))
    }
  )
}
