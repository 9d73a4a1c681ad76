/** Runs a use case for a CLI command: an expected failure becomes a one-line refusal (exit code 1). */
import { Cause, type Effect, Exit, Option, Schema } from "effect"
import type { DomainError, DomainErrorTag } from "../domain/errors.ts"
import type { AppServices } from "../domain/services.ts"
import { pendingDeletionMessage } from "../domain/accounts/deletion-rules.ts"
import { suspendedMessage } from "../domain/moderation/rules.ts"
import { CliRefusal, type CliContext } from "./context.ts"

type LineOf<E> = (error: E) => string

/** A failure no CLI command meets in the ordinary way: its tag is the line. */
const tagOnly: LineOf<DomainError> = (error) => error._tag

const issueLines: LineOf<{ readonly issues: ReadonlyArray<{ readonly message: string }> }> = (error) => error.issues.map((issue) => issue.message).join("; ")

/** The one table from a domain failure's tag to the line the CLI prints: a row for every tag, or the typecheck fails. */
export const cliMessages: { readonly [Tag in DomainErrorTag]: LineOf<Extract<DomainError, { readonly _tag: Tag }>> } = {
  UserNotFound: (e) => `no user with the e-mail ${e.target}`,
  Forbidden: () => "not allowed",
  InviteRequestNotFound: (e) => `no invite request with the id ${e.requestId}`,
  AlreadyReviewed: (e) => `invite request ${e.requestId} has already been reviewed`,
  ConcertNotFound: (e) => `no concert with the id ${e.concertId}`,
  ConcertAlreadyExists: () => "Concert already exists",
  FeedbackNotFound: (e) => `no feedback request with the id ${e.feedbackId}`,
  SuggestionNotFound: (e) => `no concert suggestion with the id ${e.suggestionId}`,
  SuggestionAlreadyDecided: (e) => `concert suggestion ${e.suggestionId} has already been ${e.status}`,
  InvalidSuggestionReason: issueLines,
  InvalidConcert: issueLines,
  ConcertInUse: (e) =>
    `${e.interests} ${e.interests === 1 ? "fan marked" : "fans marked"} this concert and ${e.plans} ${e.plans === 1 ? "plan is" : "plans are"} made for it; cancel it instead (soundcheck concerts status ${e.concertId} cancelled), or delete it anyway with --force`,
  InvalidCityTimeZone: issueLines,
  InvalidFeedback: issueLines,
  CannotMergeIntoItself: () => "a concert cannot be merged into itself",
  CsvMalformed: (e) => `Error parsing CSV: Please check your CSV format (near line ${e.line})`,
  InvalidFileType: () => "Invalid file type: Please upload a CSV file",
  FileTooLarge: (e) => `File too large: Please upload a CSV file of at most ${e.maxBytes / 1024 / 1024} MB`,
  InvalidWaitlistText: (e) => `the ${e.field} must be plain text`,
  NotOnWaitlist: (e) => `${e.email} is not on the waitlist (see \`soundcheck waitlist list\`)`,
  AlreadyMember: (e) => `${e.email} already has a Soundcheck account`,
  InvalidEmail: () => "Please enter a valid email",
  PlanNotFound: (e) => `no plan with the id ${e.planId}`,
  NotPlanMaker: (e) => `only the maker of plan ${e.planId} can do that`,
  PlanConcertNotFound: (e) => `no concert with the id ${e.concertId}`,
  PlanConcertPast: (e) => `concert ${e.concertId} is past; plans are for concerts to come`,
  InvalidMeetAt: (e) => `${e.meetAt} is not a time on the concert's day or the day before`,
  InvalidPlanText: (e) => `the plan's ${e.field} must be plain text`,
  PlanInviteeNotFriend: (e) => `user ${e.userId} is not a friend of the plan's maker`,
  PlanFull: (e) => `a plan holds at most ${e.limit} people`,
  MakerCannotLeave: (e) => `the maker cannot leave plan ${e.planId}; delete it instead`,
  PlanMemberNotFound: (e) => `user ${e.userId} is not in the plan`,
  SparesNeedTicket: () => "spare tickets need a ticket",
  SpareNotNeeded: () => "no spare ticket needed",
  NoSpareLeft: (e) => `user ${e.holderId} has no spare ticket left`,
  SpareRequestNotFound: (e) => `no spare ticket request with the id ${e.requestId}`,
  SpareRequestAnswered: (e) => `spare ticket request ${e.requestId} has already been answered`,
  RateLimited: (e) => e.detail ?? `refused for now by the ${e.action} limit; try again in ${Math.ceil(e.retryAfterSeconds / 60)} min`,
  HasherBusy: (e) => `too many passwords are being hashed right now; try again in ${e.retryAfterSeconds} s`,
  AccountSuspended: (e) => suspendedMessage(e.until),
  ExportLimited: (e) => `one data export a day: the next may be asked after ${new Date(e.retryAt).toISOString()}`,
  ExportNotFound: (e) => `no data export ${e.exportId} to download`,
  AccountPendingDeletion: (e) => pendingDeletionMessage(e.purgeAfter),
  DeletionNotConfirmed: () => "Type DELETE to confirm.",
  LastAdmin: (e) =>
    `the last admin cannot ${e.leaving === "role" ? "lose the role" : "delete their account"}; make another admin first (soundcheck users role <email> admin)`,
  InvitesRevoked: () => "this account's invitations have been revoked",
  ReportTargetNotFound: (e) => `no ${e.targetType} with the id ${e.targetId} to report`,
  InvalidReport: issueLines,
  ReportAlreadyOpen: () => "this person has already reported this",
  ReportNotFound: (e) => `no report with the id ${e.reportId}`,
  ReportAlreadyResolved: (e) => `report ${e.reportId} has already been resolved`,
  ActionNotAllowed: (e) => `the action ${e.action} does not fit a ${e.targetType} report`,
  InvalidModeration: issueLines,
  ProtectedAccount: (e) => `the account ${e.userId} is beyond this actor's reach`,
  MissingCredentials: tagOnly,
  InvalidCredentials: tagOnly,
  EmailNotConfirmed: tagOnly,
  PasswordTooShort: tagOnly,
  UserAlreadyRegistered: tagOnly,
  RegistrationClosed: tagOnly,
  InvalidToken: tagOnly,
  NotAuthenticated: tagOnly,
  ProfileNotFound: tagOnly,
  InvalidDisplayName: tagOnly,
  InvalidCursor: tagOnly,
  EmptySearch: () => "type some words to search for",
  InvalidAnalyticsRange: (e) => e.message,
  InvalidDateRange: (e) => `the end date ${e.to} is before the start date ${e.from}`,
  CalendarFeedNotFound: tagOnly,
  UnsubscribeTokenNotFound: tagOnly,
  NoValidRows: tagOnly,
  CannotFriendYourself: tagOnly,
  AlreadyFriends: tagOnly,
  FriendRequestAlreadyExists: tagOnly,
  FriendRequestNotFound: tagOnly,
  NotFriends: tagOnly,
  CannotBlockSelf: tagOnly,
  InvalidArtistName: () => "the artist's name must be plain text of 1 to 200 characters",
  InvalidVenue: () => "the venue and its city must be plain text",
  UnknownCity: (e) => `the catalogue has no concert in ${e.city}`,
  TooManyCities: (e) => `at most ${e.max} cities (${e.count} given)`,
  ArtistImportTooLarge: (e) => `at most ${e.max} ${e.unit} in one import`,
  NoInvitesRemaining: tagOnly,
  AlreadyInvited: tagOnly,
  InvitationNotFound: tagOnly,
  InvalidInvitation: tagOnly,
  InvitationExpired: tagOnly,
  InvalidRequestedCount: tagOnly,
  ReasonTooShort: tagOnly,
  TooManyStreams: tagOnly,
  LiveStreamsFull: tagOnly
}

const isDomainError = (error: unknown): error is DomainError =>
  typeof error === "object" && error !== null && "_tag" in error && typeof error._tag === "string" && Object.hasOwn(cliMessages, error._tag)

/** The line for a failure: its row, or (only possible from outside the domain's union) its tag. */
const lineOf = (error: unknown): string =>
  isDomainError(error)
    ? (cliMessages[error._tag] as LineOf<DomainError>)(error)
    : String(typeof error === "object" && error !== null && "_tag" in error ? error._tag : error)

export const runUseCase = async <A, E>(context: CliContext, effect: Effect.Effect<A, E, AppServices>): Promise<A> => {
  const exit = await (await context.runtime()).runPromiseExit(effect)
  if (Exit.isSuccess(exit)) return exit.value
  const failure = Cause.findErrorOption(exit.cause)
  if (Option.isNone(failure)) throw Cause.squash(exit.cause)
  throw new CliRefusal(lineOf(failure.value))
}

/** Decodes a command's options with the API's contract schema: the same caps and shapes, refused in one line. */
export const decodeOptions = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, input: unknown): S["Type"] => {
  const result = Schema.decodeUnknownExit(schema)(input)
  if (Exit.isSuccess(result)) return result.value
  const reason =
    String(Cause.squash(result.cause))
      .split("\n")
      .find((line) => line.trim() !== "") ?? "invalid input"
  throw new CliRefusal(`invalid input: ${reason.trim().slice(0, 200)}`)
}
