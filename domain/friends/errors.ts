/** Expected failures of the friends feature, named after the condition; the prose lives at the edges. */
import { Schema } from "effect"

export class CannotFriendYourself extends Schema.TaggedError<CannotFriendYourself>()("CannotFriendYourself", {}) {}

export class AlreadyFriends extends Schema.TaggedError<AlreadyFriends>()("AlreadyFriends", {
  userId: Schema.String,
  friendId: Schema.String
}) {}

/** A pending request between the two people exists already, in either direction. */
export class FriendRequestAlreadyExists extends Schema.TaggedError<FriendRequestAlreadyExists>()("FriendRequestAlreadyExists", {
  senderId: Schema.String,
  receiverId: Schema.String
}) {}

/** Unknown, no longer pending, or not the viewer's to answer or cancel: all look the same from outside. */
export class FriendRequestNotFound extends Schema.TaggedError<FriendRequestNotFound>()("FriendRequestNotFound", {
  requestId: Schema.String
}) {}

export class NotFriends extends Schema.TaggedError<NotFriends>()("NotFriends", {
  userId: Schema.String,
  otherId: Schema.String
}) {}
