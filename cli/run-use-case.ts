/** Runs a use case for a CLI command: an expected failure becomes a one-line refusal (exit code 1). */
import { Cause, type Effect, Exit, Option, Schema } from "effect"
import type { AppServices } from "../domain/services.ts"
import { CliRefusal, type CliContext } from "./context.ts"

/** The one table from a domain failure's tag to the line the CLI prints. */
const messages: Record<string, (error: Record<string, unknown>) => string> = {
  UserNotFound: (e) => `no user with the e-mail ${String(e.target)}`,
  Forbidden: () => "not allowed",
  InviteRequestNotFound: (e) => `no invite request with the id ${String(e.requestId)}`,
  AlreadyReviewed: (e) => `invite request ${String(e.requestId)} has already been reviewed`,
  ConcertNotFound: (e) => `no concert with the id ${String(e.concertId)}`,
  ConcertAlreadyExists: () => "Concert already exists",
  FeedbackNotFound: (e) => `no feedback request with the id ${String(e.feedbackId)}`,
  InvalidConcert: (e) => (e.issues as Array<{ message: string }>).map((issue) => issue.message).join("; "),
  CannotMergeIntoItself: () => "a concert cannot be merged into itself",
  CsvMalformed: (e) => `Error parsing CSV: Please check your CSV format (near line ${String(e.line)})`,
  InvalidFileType: () => "Invalid file type: Please upload a CSV file",
  FileTooLarge: (e) => `File too large: Please upload a CSV file of at most ${Number(e.maxBytes) / 1024 / 1024} MB`,
  NotOnWaitlist: (e) => `${String(e.email)} is not on the waitlist (see \`soundcheck waitlist list\`)`,
  AlreadyMember: (e) => `${String(e.email)} already has a Soundcheck account`,
  InvalidEmail: () => "Please enter a valid email",
  RateLimited: (e) => `refused for now by the ${String(e.action)} limit; try again in ${Math.ceil(Number(e.retryAfterSeconds) / 60)} min`,
  HasherBusy: (e) => `too many passwords are being hashed right now; try again in ${String(e.retryAfterSeconds)} s`
}

export const runUseCase = async <A, E>(context: CliContext, effect: Effect.Effect<A, E, AppServices>): Promise<A> => {
  const exit = await (await context.runtime()).runPromiseExit(effect)
  if (Exit.isSuccess(exit)) return exit.value
  const failure = Cause.findErrorOption(exit.cause)
  if (Option.isNone(failure)) throw Cause.squash(exit.cause)
  const error = failure.value as Record<string, unknown>
  const tag = String(error._tag)
  throw new CliRefusal(messages[tag]?.(error) ?? tag)
}

/** Decodes a command's options with the API's contract schema: the same caps and shapes, refused in one line. */
export const decodeOptions = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, input: unknown): S["Type"] => {
  const result = Schema.decodeUnknownExit(schema)(input)
  if (Exit.isSuccess(result)) return result.value
  const reason = String(Cause.squash(result.cause)).split("\n").find((line) => line.trim() !== "") ?? "invalid input"
  throw new CliRefusal(`invalid input: ${reason.trim().slice(0, 200)}`)
}
