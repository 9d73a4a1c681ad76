/** Port: user accounts (credentials, confirmation) and their one role. */
import { Context, type Effect, type Option } from "effect"
import type { InvitesRevocation } from "../invitations/invite-counts.ts"
import type { Role } from "./contract.ts"
import type { UserAlreadyRegistered } from "./errors.ts"

export interface UserRecord {
  readonly id: string
  readonly email: string
  readonly passwordHash: string
  readonly emailConfirmedAt: number | null
  readonly signupDisplayName: string | null
  /** The profile's display name when a profile exists. */
  readonly displayName: string | null
  readonly role: Role
  readonly createdAt: number
}

/** A suspension (issue #29): from `at` until `until` (null: until lifted), with the reason the person is told. */
export interface Suspension {
  readonly at: number
  readonly until: number | null
  readonly reason: string
}

/**
 * A user as the admins' users list shows them (issue #29): the suspension in force and the revoked invites, and when the
 * person asked to delete the account (issue #30), each null when none.
 */
export interface UserStanding extends UserRecord {
  readonly suspension: Suspension | null
  readonly invitesRevoked: InvitesRevocation | null
  readonly deletionRequestedAt: number | null
}

/**
 * How a member joined (issue #34's growth panel): a member's invitation, an invitation from the waitlist, open
 * registration, or made by the command line's `users create-admin`.
 */
export type JoinedVia = "invitation" | "waitlist" | "open" | "admin"

export interface NewUser {
  readonly id: string
  readonly email: string
  readonly passwordHash: string
  readonly signupDisplayName: string | null
  readonly createdAt: number
  /** Left out: "open" (registration without an invitation). */
  readonly joinedVia?: JoinedVia | undefined
}

export class UserRepo extends Context.Service<
  UserRepo,
  {
    /** Adds the user with the role `user`, the address in NFC; one already taken (in any case or normal form) is refused. */
    insert(user: NewUser): Effect.Effect<void, UserAlreadyRegistered>
    /** Looks an address up case-insensitively, in any Unicode normal form. */
    findByEmail(email: string): Effect.Effect<Option.Option<UserRecord>>
    findById(id: string): Effect.Effect<Option.Option<UserRecord>>
    /** The users among these ids (any order; an id that is no account's is left out): one read for a page of them. */
    findByIds(ids: ReadonlyArray<string>): Effect.Effect<ReadonlyArray<UserRecord>>
    /**
     * The user behind an access token: found only while the token's session family is this user's and still has a
     * session that is neither revoked nor expired at `now`, and the account is not suspended at `now` nor waiting to be
     * deleted (one lookup on every signed-in request).
     */
    findSignedIn(id: string, familyId: string, now: number): Effect.Effect<Option.Option<UserRecord>>
    /** Every user, oldest first. */
    list(): Effect.Effect<ReadonlyArray<UserRecord>>
    /** Every user, oldest first, with the suspension in force at `now` (none once lapsed or lifted) and the revoked invites. */
    listWithStanding(now: number): Effect.Effect<ReadonlyArray<UserStanding>>
    /** How many accounts exist. */
    count(): Effect.Effect<number>
    /** Stamps the first confirmation; a later one keeps the first instant. */
    confirmEmail(id: string, at: number): Effect.Effect<void>
    setPasswordHash(id: string, passwordHash: string): Effect.Effect<void>
    /** Replaces the password and sign-up name of a still-unconfirmed account; false once it is confirmed. */
    replacePending(id: string, passwordHash: string, signupDisplayName: string | null): Effect.Effect<boolean>
    /** Replaces the user's role row. */
    setRole(id: string, role: Role): Effect.Effect<void>
    /** Suspends the account (issue #29); a suspension already stored, in force or lapsed, is replaced. */
    suspend(id: string, suspension: Suspension): Effect.Effect<void>
    /** Lifts the account's suspension; false when none was in force at `now`. */
    liftSuspension(id: string, now: number): Effect.Effect<boolean>
    /** The suspension in force at `now`: none once it lapsed (its end date began) or was lifted. */
    suspensionOf(id: string, now: number): Effect.Effect<Option.Option<Suspension>>
    /** Records that the person asked to delete the account (issue #30); false when they already had (the first instant is kept). */
    requestDeletion(id: string, at: number): Effect.Effect<boolean>
    /** Takes the deletion request back (the account is restored); false when there was none. */
    cancelDeletion(id: string): Effect.Effect<boolean>
    /** When the person asked to delete the account; none when they did not (or it was restored). */
    deletionRequestOf(id: string): Effect.Effect<Option.Option<number>>
    /** The accounts whose deletion was requested at `requestedBy` or earlier, the oldest request first; at most `limit`. */
    dueForPurge(requestedBy: number, limit: number): Effect.Effect<ReadonlyArray<string>>
    /**
     * Every admin, with when they asked to delete their account (null: they did not), held until the surrounding unit
     * of work ends (PostgreSQL: their users and role rows FOR UPDATE, in id order), so two admins leaving or demoted
     * at once cannot both pass the last-admin rule.
     */
    lockAdmins(): Effect.Effect<ReadonlyArray<{ readonly id: string; readonly deletionRequestedAt: number | null }>>
  }
>()("domain/accounts/UserRepo") {}
