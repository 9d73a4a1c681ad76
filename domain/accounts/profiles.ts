/** Use cases of profiles and settings: a user reads and edits only their own; others see the public part. */
import { Clock, Effect, Option, Schema } from "effect"
import { relationshipBetween } from "../friends/relationship.ts"
import { AppConfig } from "../kernel/config.ts"
import { UserId } from "../kernel/ids.ts"
import type { ProfileDto, ProfileUpdateBody, PublicProfileDto, Visibility } from "./contract.ts"
import { NotAuthenticated, ProfileNotFound } from "./errors.ts"
import { type Profile, ProfileRepo } from "./profile-repo.ts"
import { displayNameFor } from "./rules.ts"
import { type UserRecord, UserRepo } from "./user-repo.ts"
import { checkDisplayName } from "./display-name.ts"
import { isHiddenFrom } from "../safety/hidden.ts"
import { favoriteArtists } from "../follows/follows.ts"

const toDto = (user: UserRecord, profile: Profile): ProfileDto => ({ ...profile, email: user.email })

const ownUser = Effect.fnUntraced(function* (userId: string) {
  const user = yield* (yield* UserRepo).findById(userId)
  if (Option.isNone(user)) return yield* new NotAuthenticated()
  return user.value
})

/**
 * Spec §4: a missing own profile is created (sign-up name, e-mail prefix or User). Sign-up creates it at
 * once, so others can find a newcomer; a first view creates any that is still missing.
 */
export const ensureProfile = Effect.fnUntraced(function* (user: Pick<UserRecord, "id" | "email" | "signupDisplayName">) {
  const profiles = yield* ProfileRepo
  const found = yield* profiles.find(user.id)
  if (Option.isSome(found)) return found.value
  return yield* profiles.create({
    userId: user.id,
    displayName: displayNameFor(user.signupDisplayName, user.email),
    bio: null,
    avatarUrl: null,
    concertVisibility: "friends_of_friends",
    inviteCount: (yield* AppConfig).inviteCountDefault,
    totalInvitesSent: 0,
    createdAt: yield* Clock.currentTimeMillis
  })
})

export const getOwnProfile = Effect.fn("getOwnProfile")(function* (userId: string) {
  const user = yield* ownUser(userId)
  return toDto(user, yield* ensureProfile(user))
})

/** A blank display name falls back like at sign-up; a blank bio is no bio, a bio left out stays; a control character is refused. */
export const updateProfile = Effect.fn("updateProfile")(function* (userId: string, body: ProfileUpdateBody) {
  yield* Effect.fromResult(checkDisplayName(body.displayName))
  const user = yield* ownUser(userId)
  const current = yield* ensureProfile(user)
  const bio = body.bio === undefined ? current.bio : body.bio?.trim() || null
  const updated = yield* (yield* ProfileRepo).update(userId, { displayName: displayNameFor(body.displayName, user.email), bio })
  if (Option.isNone(updated)) return yield* new NotAuthenticated()
  return toDto(user, updated.value)
})

export const getSettings = Effect.fn("getSettings")(function* (userId: string) {
  const profile = yield* getOwnProfile(userId)
  return { concertVisibility: profile.concertVisibility }
})

export const updateSettings = Effect.fn("updateSettings")(function* (userId: string, visibility: Visibility) {
  yield* getOwnProfile(userId)
  const updated = yield* (yield* ProfileRepo).setVisibility(userId, visibility)
  if (Option.isNone(updated)) return yield* new NotAuthenticated()
  return { concertVisibility: updated.value.concertVisibility }
})

/**
 * Another user's profile as the viewer sees it, with how the viewer stands to them (friends feature). Someone hidden
 * from the viewer (a block either way, a suspended account: issue #29) is ProfileNotFound, as an unknown id is.
 */
export const getProfile = Effect.fn("getProfile")(function* (viewerId: string, userId: string) {
  const profile =
    viewerId === userId
      ? Option.some(yield* getOwnProfile(viewerId))
      : Schema.is(UserId)(userId)
        ? yield* (yield* ProfileRepo).find(userId)
        : Option.none<Profile>()
  if (Option.isNone(profile) || (viewerId !== userId && (yield* isHiddenFrom(viewerId, profile.value.userId)))) {
    return yield* new ProfileNotFound({ userId })
  }
  const { userId: id, displayName, bio, avatarUrl, concertVisibility } = profile.value
  const { relationship, pendingRequestId } = yield* relationshipBetween(viewerId, id)
  return {
    userId: id,
    displayName,
    bio,
    avatarUrl,
    concertVisibility,
    relationship,
    ...(pendingRequestId === null ? {} : { pendingRequestId }),
    favoriteArtists: yield* favoriteArtists(viewerId, id)
  } satisfies PublicProfileDto
})
