/** Friends routes: friendships, friend requests (send, accept, reject, cancel) and the e-mail search. */
import { Effect } from "effect"
import type { FastifyInstance } from "fastify"
import { limitAttempt } from "../../../domain/accounts/rate-limit.ts"
import {
  type FriendRequestsList,
  type FriendsList,
  SendFriendRequestBody,
  type SentFriendRequest,
  type UserSearchResult,
  UserSearchQuery
} from "../../../domain/friends/contract.ts"
import { listFriends, listRequests, removeFriend, searchUser } from "../../../domain/friends/friends.ts"
import {
  acceptFriendRequest,
  cancelFriendRequest,
  rejectFriendRequest
} from "../../../domain/friends/requests.ts"
import { befriendOrInvite } from "../../../domain/invitations/befriend-or-invite.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

type WithId = { Params: { id: string } }

export const friendRoutes = (app: FastifyInstance) => {
  const signedIn = { preHandler: requireUser }

  app.get("/api/friends", signedIn, async (request): Promise<FriendsList> => request.run(listFriends(viewerOf(request).id)))

  app.delete<{ Params: { userId: string } }>("/api/friends/:userId", signedIn, async (request, reply) => {
    await request.run(removeFriend(viewerOf(request).id, request.params.userId))
    return reply.status(204).send()
  })

  app.get("/api/friend-requests", signedIn, async (request): Promise<FriendRequestsList> =>
    request.run(listRequests(viewerOf(request).id)))

  app.post("/api/friend-requests", signedIn, async (request, reply) => {
    const body = decodeInput(SendFriendRequestBody, request.body)
    const viewer = viewerOf(request)
    const sent: SentFriendRequest = await request.run(
      Effect.andThen(limitAttempt("friend-request", request.ip, viewer.email), befriendOrInvite(viewer.id, body))
    )
    return reply.status(201).send(sent)
  })

  app.post<WithId>("/api/friend-requests/:id/accept", signedIn, async (request) =>
    request.run(acceptFriendRequest(viewerOf(request).id, request.params.id)))

  app.post<WithId>("/api/friend-requests/:id/reject", signedIn, async (request, reply) => {
    await request.run(rejectFriendRequest(viewerOf(request).id, request.params.id))
    return reply.status(204).send()
  })

  app.delete<WithId>("/api/friend-requests/:id", signedIn, async (request, reply) => {
    await request.run(cancelFriendRequest(viewerOf(request).id, request.params.id))
    return reply.status(204).send()
  })

  app.get("/api/users/search", signedIn, async (request): Promise<UserSearchResult> => {
    const { email } = decodeInput(UserSearchQuery, request.query)
    const viewer = viewerOf(request)
    return request.run(Effect.andThen(limitAttempt("user-search", request.ip, viewer.email), searchUser(viewer.id, email)))
  })
}
