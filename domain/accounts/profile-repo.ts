/** Port: profiles (display name, bio, avatar, visibility, invite counts), one per user. */
import { Context, type Effect, type Option } from "effect"
import type { Visibility } from "./contract.ts"

export interface Profile {
  readonly userId: string
  readonly displayName: string | null
  readonly bio: string | null
  readonly avatarUrl: string | null
  readonly concertVisibility: Visibility
  readonly inviteCount: number
  readonly totalInvitesSent: number
  readonly createdAt: number
}

export class ProfileRepo extends Context.Service<
  ProfileRepo,
  {
    find(userId: string): Effect.Effect<Option.Option<Profile>>
    /** Adds the profile unless one exists already; answers the stored one either way. */
    create(profile: Profile): Effect.Effect<Profile>
    update(userId: string, changes: { readonly displayName: string; readonly bio: string | null }): Effect.Effect<Option.Option<Profile>>
    setVisibility(userId: string, visibility: Visibility): Effect.Effect<Option.Option<Profile>>
  }
>()("domain/accounts/ProfileRepo") {}
