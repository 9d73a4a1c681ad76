/** A user's concert activity (interested / have tickets), shown only as their visibility setting allows. */
import { Clock, Effect, Option, Schema } from "effect"
import { ProfileNotFound } from "../accounts/errors.ts"
import { ProfileRepo } from "../accounts/profile-repo.ts"
import { InterestRepo } from "../concerts/interest-repo.ts"
import { toConcertDto } from "../concerts/to-dto.ts"
import { UserId } from "../kernel/ids.ts"
import type { ConcertActivity } from "./contract.ts"
import { canSeeActivity } from "./degree.ts"
import { FriendshipRepo } from "./friendship-repo.ts"
import { isHiddenFrom } from "../safety/hidden.ts"

/**
 * Whether the viewer may see the owner's concert activity (the owner always): by the owner's visibility and how far
 * the viewer stands from them. Someone hidden from the viewer (issue #29) is ProfileNotFound, as on their profile.
 * The profile's Favorite Artists (issue #32) follow the same rule.
 */
export const maySeeActivity = Effect.fn("maySeeActivity")(function* (viewerId: string, ownerId: string) {
  if (viewerId === ownerId) return true
  const profile = Schema.is(UserId)(ownerId) ? yield* (yield* ProfileRepo).find(ownerId) : Option.none()
  if (Option.isNone(profile) || (yield* isHiddenFrom(viewerId, profile.value.userId))) return yield* new ProfileNotFound({ userId: ownerId })
  // No visibility is routed through someone hidden from the viewer (a suspended friend), as on the concert pages.
  const degrees = yield* (yield* FriendshipRepo).degreesFrom(viewerId, [ownerId], yield* Clock.currentTimeMillis)
  return canSeeActivity(profile.value.concertVisibility, degrees.get(ownerId) ?? "none")
})

/** Someone hidden from the viewer (issue #29) is ProfileNotFound, as on their profile. */
export const concertActivity = Effect.fn("concertActivity")(function* (viewerId: string, ownerId: string) {
  const interests = yield* InterestRepo
  if (!(yield* maySeeActivity(viewerId, ownerId))) return { visible: false } satisfies ConcertActivity
  const activity = yield* interests.activityOf(ownerId)
  return {
    visible: true,
    concerts: activity.map((a) => ({ concert: toConcertDto(a.concert), interestStatus: a.status }))
  } satisfies ConcertActivity
})
