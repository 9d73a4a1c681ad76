/**
 * Admin → Users (issue #29): an account's standing in words (a suspension in force, revoked invites), and the
 * moderation actions that apply to it.
 */
import type { AdminUserDto } from "../../../../../../domain/accounts/contract.ts"

export type UserAction = "suspend" | "lift_suspension" | "revoke_invites" | "restore_invites"

type Standing = Pick<AdminUserDto, "suspension" | "invitesRevoked">

// In UTC and in the words of the mail and the sign-in refusal: a suspension ends when its day begins (UTC).
const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })

/** A day as the person acted on is told it ("2 January 2027"). */
export const day = (millis: number): string => dayFormat.format(millis)

/** The table's badges: "Suspended until 2 January 2027" (or "Suspended", until lifted) and "Invites revoked"; none in good standing. */
export const standingLabels = (user: Standing): ReadonlyArray<string> => [
  ...(user.suspension === null ? [] : [user.suspension.until === null ? "Suspended" : `Suspended until ${day(user.suspension.until)}`]),
  ...(user.invitesRevoked === null ? [] : ["Invites revoked"])
]

/** The standing with its reasons, for the Moderate dialog. */
export const standingDetails = (user: Standing): ReadonlyArray<string> => [
  ...(user.suspension === null
    ? []
    : [`${user.suspension.until === null ? "Suspended until lifted" : `Suspended until ${day(user.suspension.until)}`}. Reason: ${user.suspension.reason}`]),
  ...(user.invitesRevoked === null ? [] : [`Invites revoked since ${day(user.invitesRevoked.at)}. Reason: ${user.invitesRevoked.reason}`])
]

/**
 * What the Moderate dialog offers: suspend always (a new suspension replaces the one in force), lift only a
 * suspension in force, revoke only invites not revoked yet, restore only revoked ones and only to an admin (the
 * server refuses a moderator).
 */
export const userActions = (user: Standing, isAdmin: boolean): ReadonlyArray<UserAction> => [
  "suspend",
  ...(user.suspension === null ? [] : (["lift_suspension"] as const)),
  ...(user.invitesRevoked === null ? (["revoke_invites"] as const) : isAdmin ? (["restore_invites"] as const) : [])
]
