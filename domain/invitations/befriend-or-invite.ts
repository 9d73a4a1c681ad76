/** The Add Friends form: a friend request to someone with an account, an invitation to an address without one. */
import { Effect } from "effect"
import { parseEmail } from "../accounts/credentials.ts"
import type { SendFriendRequestBody, SentFriendRequest } from "../friends/contract.ts"
import { sendFriendRequest } from "../friends/requests.ts"
import { inviteByEmail } from "./send.ts"

export const befriendOrInvite = (viewerId: string, target: SendFriendRequestBody) =>
  sendFriendRequest(viewerId, target).pipe(
    Effect.catchTag("UserNotFound", (notFound) =>
      Effect.gen(function* () {
        if (!("email" in target)) return yield* notFound
        const email = yield* Effect.fromResult(parseEmail(target.email))
        const { invitation } = yield* inviteByEmail(viewerId, email)
        return { invitation } satisfies SentFriendRequest
      })
    ),
    Effect.withSpan("befriendOrInvite")
  )
