/**
 * The Add Friends form: a friend request to someone with an account, an invitation to an address without one. The
 * address of someone hidden from the viewer (issue #29) is UserNotFound to the request, so it is answered with an
 * invitation like an address without an account, whose mail is never queued (send.ts `inviteByEmail`).
 */
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
