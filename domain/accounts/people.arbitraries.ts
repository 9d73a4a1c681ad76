/** Test worlds' people: a user with a profile as after their first visit, named and with a visibility. */
import { Effect } from "effect"
import type { Visibility } from "./contract.ts"
import { ProfileRepo } from "./profile-repo.ts"
import { UserRepo } from "./user-repo.ts"

/** Inserts the user `id` (address `email`) with a profile; answers the id. */
export const personWithProfile = (id: string, email: string, displayName: string | null, visibility: Visibility = "friends_of_friends") =>
  Effect.gen(function* () {
    yield* (yield* UserRepo).insert({ id, email, passwordHash: "x", signupDisplayName: displayName, createdAt: 0 })
    yield* (yield* ProfileRepo).create({
      userId: id,
      displayName,
      bio: null,
      avatarUrl: null,
      concertVisibility: visibility,
      inviteCount: 5,
      totalInvitesSent: 0,
      createdAt: 0
    })
    return id
  })
