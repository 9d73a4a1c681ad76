/** A user's concert activity (interested / have tickets), shown only as their visibility setting allows. */
import { Effect, Option, Schema } from "effect"
import { ProfileNotFound } from "../accounts/errors.ts"
import { ProfileRepo } from "../accounts/profile-repo.ts"
import { InterestRepo } from "../concerts/interest-repo.ts"
import { toConcertDto } from "../concerts/to-dto.ts"
import { UserId } from "../kernel/ids.ts"
import type { ConcertActivity } from "./contract.ts"
import { canSeeActivity } from "./degree.ts"
import { FriendshipRepo } from "./friendship-repo.ts"

export const concertActivity = Effect.fn("concertActivity")(function* (viewerId: string, ownerId: string) {
  const interests = yield* InterestRepo
  if (viewerId !== ownerId) {
    const profile = Schema.is(UserId)(ownerId) ? yield* (yield* ProfileRepo).find(ownerId) : Option.none()
    if (Option.isNone(profile)) return yield* new ProfileNotFound({ userId: ownerId })
    const degrees = yield* (yield* FriendshipRepo).degreesFrom(viewerId, [ownerId])
    if (!canSeeActivity(profile.value.concertVisibility, degrees.get(ownerId) ?? "none")) {
      return { visible: false } satisfies ConcertActivity
    }
  }
  const activity = yield* interests.activityOf(ownerId)
  return {
    visible: true,
    concerts: activity.map((a) => ({ concert: toConcertDto(a.concert), interestStatus: a.status }))
  } satisfies ConcertActivity
})
