/** The success toast of Send Request / Add Friend: a friend request, or an invitation to an address without an account. */
import type { SentFriendRequest } from "../../../../../domain/friends/contract.ts"

export const sentMessage = (sent: SentFriendRequest): string =>
  "request" in sent ? `Friend request sent to ${sent.request.receiverName}!` : `Invitation sent to ${sent.invitation.email}!`
