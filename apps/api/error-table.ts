/**
 * The one table from an error's tag to an HTTP status and the message a person reads: every domain failure
 * (typed over their union, so a new one without a row fails the typecheck), load shedding, and the refusals
 * and faults of the HTTP layer itself. The error handler answers each as an RFC 9457 problem (problem.ts).
 */
import type { DomainErrorTag, TaggedErrorsOf } from "../../domain/errors.ts"
import { pendingDeletionMessage } from "../../domain/accounts/deletion-rules.ts"
import { lastAdminRoleMessage } from "../../domain/accounts/errors.ts"
import { INVALID_ANALYTICS_RANGE_MESSAGE } from "../../domain/analytics/errors.ts"
import { suspendedMessage } from "../../domain/moderation/rules.ts"
import { exportLimitedMessage } from "../../domain/own-data/contract.ts"
import type * as UnderPressure from "./plugins/under-pressure.ts"

export interface HttpFailure {
  readonly status: number
  readonly message: string
  /** The problem's title when the tag in words would not read well. */
  readonly title?: string
}

/** Refusals and faults of the HTTP layer, not of a use case. */
export type HttpErrorTag = "CsrfRejected" | "InvalidRequest" | "PayloadTooLarge" | "UnsupportedMediaType" | "NotFound" | "Unavailable" | "InternalError"

export type ErrorTag = DomainErrorTag | TaggedErrorsOf<typeof UnderPressure>["_tag"] | HttpErrorTag

export const errorTable: Readonly<Record<ErrorTag, HttpFailure>> = {
  MissingCredentials: { status: 400, message: "You must provide either an email or phone number and a password" },
  InvalidCredentials: { status: 400, message: "Invalid login credentials" },
  EmailNotConfirmed: { status: 400, message: "Email not confirmed" },
  InvalidEmail: { status: 400, message: "Please enter a valid email" },
  PasswordTooShort: { status: 400, message: "Password must be at least 6 characters long." },
  UserAlreadyRegistered: { status: 409, message: "User already registered" },
  RegistrationClosed: {
    status: 403,
    message: "Soundcheck is invite-only. Ask a friend who uses Soundcheck to send you an invitation."
  },
  InvalidToken: { status: 400, message: "This link is invalid or has expired." },
  NotAuthenticated: { status: 401, message: "Not authenticated" },
  Forbidden: { status: 403, message: "You do not have permission to do that." },
  CsrfRejected: {
    status: 403,
    message: "This request was refused: it did not come from the Soundcheck app.",
    title: "Cross-site request refused"
  },
  RateLimited: { status: 429, message: "Too many attempts. Please wait a few minutes and try again." },
  TooManyStreams: {
    status: 429,
    message: "Too many live connections are open for this account. Close some Soundcheck tabs or devices and try again."
  },
  LiveStreamsFull: { status: 503, message: "Live updates are busy right now. Please try again in a moment." },
  ProfileNotFound: { status: 404, message: "Profile not found." },
  UserNotFound: { status: 404, message: "No user found with that email address." },
  ConcertNotFound: { status: 404, message: "Concert not found." },
  CalendarFeedNotFound: { status: 404, message: "Calendar feed not found." },
  UnsubscribeTokenNotFound: { status: 404, message: "This unsubscribe link is not valid." },
  ConcertAlreadyExists: { status: 409, message: "Concert already exists" },
  InvalidConcert: { status: 400, message: "Failed to save concert. Please try again." },
  ConcertInUse: { status: 409, message: "Fans marked this concert or made plans for it. Cancel it instead, or delete it anyway." },
  InvalidCityTimeZone: { status: 400, message: "Please enter an IANA time zone, such as Europe/Paris" },
  InvalidFeedback: { status: 400, message: "Failed to submit feedback. Please try again." },
  FeedbackNotFound: { status: 404, message: "Feedback request not found." },
  SuggestionNotFound: { status: 404, message: "Concert suggestion not found." },
  SuggestionAlreadyDecided: { status: 409, message: "This suggestion has already been reviewed." },
  InvalidSuggestionReason: { status: 400, message: "Please give a reason in plain text." },
  ExportLimited: { status: 429, message: "You can download your data once a day. Try again tomorrow." },
  ExportNotFound: { status: 404, message: "This download is not available. Ask for your data again on the settings page." },
  CannotMergeIntoItself: { status: 400, message: "A concert cannot be merged into itself." },
  NoValidRows: { status: 400, message: "No valid rows to import" },
  InvalidFileType: { status: 400, message: "Please upload a CSV file" },
  CsvMalformed: { status: 400, message: "Please check your CSV format", title: "Malformed CSV" },
  FileTooLarge: { status: 413, message: "This file is too large. Please upload a CSV file of at most 8 MB." },
  CannotFriendYourself: { status: 400, message: "You can't send a friend request to yourself." },
  AlreadyFriends: { status: 409, message: "You are already friends with this user." },
  FriendRequestAlreadyExists: { status: 409, message: "A friend request to this user already exists" },
  FriendRequestNotFound: { status: 404, message: "Friend request not found." },
  NotFriends: { status: 404, message: "You are not friends with this user." },
  CannotBlockSelf: { status: 400, message: "You cannot block yourself." },
  InvalidArtistName: { status: 400, message: "Please enter the artist's name as plain text, at most 200 characters." },
  InvalidVenue: { status: 400, message: "Please enter the venue and its city as plain text." },
  UnknownCity: { status: 400, message: "Please pick your cities from the concerts' cities." },
  TooManyCities: { status: 400, message: "You can pick at most 20 cities." },
  ArtistImportTooLarge: { status: 400, message: "You can import at most 500 artists at a time." },
  NoInvitesRemaining: { status: 409, message: "You've used all your invites. You can request more!" },
  AlreadyInvited: { status: 409, message: "You have already invited this person." },
  InvitationNotFound: { status: 404, message: "Invitation not found." },
  InvalidInvitation: { status: 404, message: "This invitation link is invalid or has expired." },
  InvitationExpired: { status: 410, message: "This invitation link has expired. Please ask for a new one." },
  InvalidRequestedCount: { status: 400, message: "Request between 1 and 20 invites." },
  ReasonTooShort: { status: 400, message: "Please provide at least 10 characters explaining why you need more invites." },
  InviteRequestNotFound: { status: 404, message: "Invite request not found." },
  AlreadyReviewed: { status: 409, message: "This request has already been reviewed." },
  InvalidWaitlistText: { status: 400, message: "Please use plain text for the city and the note." },
  NotOnWaitlist: { status: 404, message: "This address is not on the waitlist." },
  AlreadyMember: { status: 409, message: "This address already has a Soundcheck account." },
  PlanNotFound: { status: 404, message: "Plan not found." },
  NotPlanMaker: { status: 403, message: "Only the plan's maker can do that." },
  PlanConcertNotFound: { status: 404, message: "Concert not found." },
  PlanConcertPast: { status: 409, message: "This concert has already happened. Plans are for concerts to come." },
  InvalidMeetAt: { status: 400, message: "Pick a time on the concert's day or the day before." },
  InvalidPlanText: { status: 400, message: "Please write plain text, without control characters." },
  PlanInviteeNotFriend: { status: 409, message: "You can only invite your friends." },
  PlanFull: { status: 409, message: "This plan is full." },
  MakerCannotLeave: { status: 409, message: "The plan's maker can't leave it. Delete the plan instead." },
  PlanMemberNotFound: { status: 404, message: "This person is not in the plan." },
  SparesNeedTicket: { status: 400, message: "You can only offer spare tickets when you have a ticket." },
  SpareNotNeeded: { status: 409, message: "You already have a ticket." },
  NoSpareLeft: { status: 409, message: "No spare tickets left." },
  SpareRequestNotFound: { status: 404, message: "Spare ticket request not found." },
  SpareRequestAnswered: { status: 409, message: "This spare ticket request has already been answered." },
  InvalidDateRange: { status: 400, message: "The end date must be on or after the start date." },
  InvalidAnalyticsRange: { status: 400, message: INVALID_ANALYTICS_RANGE_MESSAGE },
  InvalidCursor: { status: 400, message: "This page link is no longer valid. Please reload the list." },
  EmptySearch: { status: 400, message: "Type something to search for." },
  AccountSuspended: { status: 403, message: "This account is suspended." },
  AccountPendingDeletion: { status: 403, message: "This account is scheduled for deletion. Restore it to sign in." },
  DeletionNotConfirmed: { status: 400, message: "Type DELETE to confirm." },
  LastAdmin: { status: 409, message: "The last admin cannot delete their account." },
  InvitesRevoked: { status: 403, message: "Your invitations have been revoked." },
  ReportTargetNotFound: { status: 404, message: "What you reported could not be found." },
  InvalidReport: { status: 400, message: "Please say what is wrong: a comment is required for this category." },
  ReportAlreadyOpen: { status: 409, message: "You have already reported this." },
  ReportNotFound: { status: 404, message: "Report not found." },
  ReportAlreadyResolved: { status: 409, message: "This report has already been resolved." },
  ActionNotAllowed: { status: 400, message: "This action does not fit what was reported." },
  InvalidModeration: { status: 400, message: "Please give a reason: the person acted on is told why." },
  ProtectedAccount: {
    status: 403,
    message: "You cannot act on this account: moderators act only on fans, admins also on moderators, and nobody on an admin or on themself."
  },
  InvalidRequest: { status: 400, message: "The request is not valid." },
  PayloadTooLarge: { status: 413, message: "This request is too large." },
  UnsupportedMediaType: { status: 415, message: "This kind of content is not accepted here." },
  InvalidDisplayName: { status: 400, message: "Display names cannot contain line breaks or control characters." },
  HasherBusy: { status: 503, message: "Soundcheck is busy right now. Please try again in a moment.", title: "Password hashing busy" },
  Overloaded: { status: 503, message: "Soundcheck is busy right now. Please try again in a moment." },
  NotFound: { status: 404, message: "Not found." },
  Unavailable: {
    status: 503,
    message: "The service is temporarily unavailable. Please try again in a moment.",
    title: "Service unavailable"
  },
  InternalError: { status: 500, message: "Something went wrong. Please try again." }
}

export const internalFailure: HttpFailure = errorTable.InternalError

export const unavailableFailure: HttpFailure = errorTable.Unavailable

/** The sentence of an answer whose facts change it (a suspension's end date, a daily cap's); undefined: the row's message. */
export const detailOf = (tag: ErrorTag, error: unknown): string | undefined => {
  const field = (name: string): unknown => (typeof error === "object" && error !== null ? (error as Record<string, unknown>)[name] : undefined)
  const retryAt = field("retryAt")
  const until = field("until")
  const purgeAfter = field("purgeAfter")
  const detail = field("detail")
  const message = field("message")
  if (tag === "RateLimited" && typeof detail === "string") return detail
  if (tag === "InvalidAnalyticsRange" && typeof message === "string") return message
  if (tag === "ExportLimited" && typeof retryAt === "number") return exportLimitedMessage(retryAt)
  if (tag === "AccountSuspended" && typeof until === "number") return suspendedMessage(until)
  if (tag === "AccountPendingDeletion" && typeof purgeAfter === "number") return pendingDeletionMessage(purgeAfter)
  if (tag === "LastAdmin" && field("leaving") === "role") return lastAdminRoleMessage
  return undefined
}

/** Whether a tag found at run time (a DomainFailure's, say) has a row. */
export const isErrorTag = (tag: string): tag is ErrorTag => Object.hasOwn(errorTable, tag)

/** The problem's title: a short fixed summary, the tag in words ("RateLimited" is "Rate limited") unless the row says. */
export const titleOf = (tag: ErrorTag): string =>
  errorTable[tag].title ?? tag.replace(/(?<=[a-z])(?=[A-Z])/g, " ").replace(/ [A-Z]/g, (word) => word.toLowerCase())
