/** Wire schemas of the friends endpoints, shared by the API and the web client. */
import { Schema } from "effect"
import { ConcertDto } from "../concerts/contract.ts"
import { EmailInput } from "../accounts/contract.ts"
import { InvitationDto } from "../invitations/contract.ts"
import { Id } from "../kernel/limits.ts"

export const Degree = Schema.Literals([1, 2])

/** A friend as lists show them; displayName already falls back to "Unknown User". */
export const FriendDto = Schema.Struct({
  userId: Schema.String,
  displayName: Schema.String,
  since: Schema.Number
}).annotate({ identifier: "FriendDto" })
export type FriendDto = typeof FriendDto.Type

/** POST /api/friend-requests/:id/accept: the new friend. */
export const FriendAccepted = Schema.Struct({ friend: FriendDto }).annotate({ identifier: "FriendAccepted" })
export type FriendAccepted = typeof FriendAccepted.Type

export const FriendsList = Schema.Struct({ friends: Schema.Array(FriendDto) }).annotate({ identifier: "FriendsList" })
export type FriendsList = typeof FriendsList.Type

export const FriendRequestDto = Schema.Struct({
  id: Schema.String,
  senderId: Schema.String,
  senderName: Schema.String,
  receiverId: Schema.String,
  receiverName: Schema.String,
  status: Schema.Literals(["pending", "accepted", "rejected"]),
  createdAt: Schema.Number
}).annotate({ identifier: "FriendRequestDto" })
export type FriendRequestDto = typeof FriendRequestDto.Type

/** Pending requests: to the viewer, and from the viewer (receivers who are already friends hidden). */
export const FriendRequestsList = Schema.Struct({
  incoming: Schema.Array(FriendRequestDto),
  outgoing: Schema.Array(FriendRequestDto)
}).annotate({ identifier: "FriendRequestsList" })
export type FriendRequestsList = typeof FriendRequestsList.Type

/** Send a request by e-mail (the Add Friends form) or by user id (a profile's Add Friend button). */
export const SendFriendRequestBody = Schema.Union([Schema.Struct({ email: EmailInput }), Schema.Struct({ userId: Id })])
export type SendFriendRequestBody = typeof SendFriendRequestBody.Type

/** A request to someone with an account, or an invitation to an address without one. */
export const SentFriendRequest = Schema.Union([Schema.Struct({ request: FriendRequestDto }), Schema.Struct({ invitation: InvitationDto })]).annotate({
  identifier: "SentFriendRequest"
})
export type SentFriendRequest = typeof SentFriendRequest.Type

/** The e-mail search box: an exact, case-insensitive match on a whole address, or nothing. */
export const UserSearchResult = Schema.Struct({
  user: Schema.NullOr(
    Schema.Struct({
      userId: Schema.String,
      displayName: Schema.String,
      relationship: Schema.Literals(["self", "friend", "request_sent", "request_received", "none"])
    })
  )
}).annotate({ identifier: "UserSearchResult" })
export type UserSearchResult = typeof UserSearchResult.Type

/** GET /api/users/search: one whole address, so the box's cap is the e-mail's. */
export const UserSearchQuery = Schema.Struct({ email: EmailInput })

export const InterestStatus = Schema.Literals(["not_interested", "interested", "has_tickets"])
export type InterestStatus = typeof InterestStatus.Type

/** A user's concert activity as a viewer may see it (visibility rule of ARCHITECTURE.md). */
export const ConcertActivity = Schema.Union([
  Schema.Struct({ visible: Schema.Literal(false) }),
  Schema.Struct({
    visible: Schema.Literal(true),
    concerts: Schema.Array(Schema.Struct({ concert: ConcertDto, interestStatus: Schema.Literals(["interested", "has_tickets"]) }))
  })
]).annotate({ identifier: "ConcertActivity" })
export type ConcertActivity = typeof ConcertActivity.Type
