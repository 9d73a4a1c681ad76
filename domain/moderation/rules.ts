/**
 * The rules of reports and moderation (issue #29), pure: a report's comment, a moderator's reason and end date, which
 * action fits which target, who may act on whom, the queue's cursor, and the words people are told.
 */
import { Option, Result } from "effect"
import type { Role } from "../accounts/contract.ts"
import { decodeTimeAndId, encodeTimeAndId } from "../kernel/keyset-cursor.ts"
import { hasControlCharacters, isPlainText } from "../kernel/limits.ts"
import { isRealDay, type LocalDate } from "../kernel/local-date.ts"
import { ACTIONS_BY_TARGET, COMMENT_REQUIRED, type ModerationAction, type ReportCategory, type ReportStatus, type ReportTargetType } from "./contract.ts"
import { ActionNotAllowed, InvalidModeration, InvalidReport } from "./errors.ts"

/** The reports of one target a page of the queue shows (the newest); `count` says how many there are. */
export const REPORTS_SHOWN_PER_GROUP = 50

export const COMMENT_REQUIRED_MESSAGE = "Please say what is wrong: a comment is required for this category."
export const COMMENT_PLAIN_MESSAGE = "Please write the comment as plain text, without control characters."
export const REASON_REQUIRED_MESSAGE = "Please give a reason: the person acted on is told why."
export const REASON_PLAIN_MESSAGE = "Please write the reason on one line, without control characters."
export const UNTIL_MESSAGE = "The end date must be a day after today, written YYYY-MM-DD."
export const UNTIL_NOT_HERE_MESSAGE = "Only a suspension has an end date."
export const CONCERT_UNCHANGED_MESSAGE = "The concert is still as it was reported: correct it first, or dismiss the report."
export const SUBJECT_GONE_MESSAGE = "The account this report is about has been deleted, and with it what was reported: dismiss the report."

/**
 * A report's comment as stored: line endings made "\n", trimmed, none when blank; refused when it holds another
 * control character, or is missing where the category needs one (illegal, other).
 */
export const checkReport = (category: ReportCategory, comment: string | undefined): Result.Result<string | null, InvalidReport> => {
  const trimmed = (comment ?? "").replaceAll("\r\n", "\n").replaceAll("\r", "\n").trim()
  if (trimmed !== "" && !isPlainText(trimmed, "lines"))
    return Result.fail(new InvalidReport({ issues: [{ field: "comment", message: COMMENT_PLAIN_MESSAGE }] }))
  if (trimmed === "" && COMMENT_REQUIRED.has(category)) {
    return Result.fail(new InvalidReport({ issues: [{ field: "comment", message: COMMENT_REQUIRED_MESSAGE }] }))
  }
  return Result.succeed(trimmed === "" ? null : trimmed)
}

/**
 * Room for a snapshot below the database's 8000 characters: PostgreSQL writes the JSON with a space after each ':'
 * and ',', and escapes quotes, backslashes and line feeds, so a concert's longest texts could pass it.
 */
export const SNAPSHOT_BUDGET = 7500

/** The snapshot within SNAPSHOT_BUDGET as JSON: its longest texts shortened (an ellipsis marks a cut) until it fits. */
export const fitSnapshot = (snapshot: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> => {
  let fitted = snapshot
  for (let excess = JSON.stringify(fitted).length - SNAPSHOT_BUDGET; excess > 0; excess = JSON.stringify(fitted).length - SNAPSHOT_BUDGET) {
    const longest = Object.entries(fitted)
      .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "…")
      .sort((a, b) => b[1].length - a[1].length)[0]
    if (longest === undefined) break
    const [key, text] = longest
    fitted = { ...fitted, [key]: `${text.slice(0, Math.max(0, text.length - excess - 1)).toWellFormed()}…` }
  }
  return fitted
}

/**
 * Whether the concert (none: deleted) is still as the snapshot kept it: every field of the snapshot as it would be
 * taken now (fitted the same way) is the same. Then nothing was corrected, and "concert_corrected" would tell the
 * reporters of an action that never happened.
 */
export const concertUnchanged = (reported: Readonly<Record<string, unknown>>, now: Readonly<Record<string, unknown>> | null): boolean =>
  now !== null && Object.entries(fitSnapshot(now)).every(([key, value]) => (reported[key] ?? null) === (value ?? null))

/** The first instant of a UTC calendar day. */
export const startOfDay = (day: LocalDate | string): number => Date.parse(`${day}T00:00:00Z`)

/** A moderator's decision as checked: the reason (null only for dismiss) and, for a suspension, when it lapses. */
export interface Decision {
  readonly reason: string | null
  /** The instant the suspension lapses (the end date's first instant, UTC); null: until lifted. */
  readonly until: number | null
}

/**
 * Checks a moderator's reason and end date: the reason is one plain line, required for every action but dismiss;
 * an end date only for a suspension, a real day after `today` (the suspension lapses when that day begins, UTC).
 */
export const checkDecision = (
  action: ModerationAction,
  input: { readonly reason?: string | undefined; readonly until?: string | undefined },
  today: LocalDate
): Result.Result<Decision, InvalidModeration> => {
  const issues: Array<{ field: string; message: string }> = []
  const reason = input.reason?.trim() ?? ""
  if (reason !== "" && hasControlCharacters(reason)) issues.push({ field: "reason", message: REASON_PLAIN_MESSAGE })
  else if (reason === "" && action !== "dismiss") issues.push({ field: "reason", message: REASON_REQUIRED_MESSAGE })
  const until = input.until?.trim()
  if (until !== undefined && action !== "suspend") issues.push({ field: "until", message: UNTIL_NOT_HERE_MESSAGE })
  else if (until !== undefined && (!isRealDay(until) || until <= today)) issues.push({ field: "until", message: UNTIL_MESSAGE })
  if (issues.length > 0) return Result.fail(new InvalidModeration({ issues }))
  return Result.succeed({ reason: reason === "" ? null : reason, until: until === undefined ? null : startOfDay(until) })
}

/** Whether the action fits what was reported (ACTIONS_BY_TARGET). */
export const checkActionFits = (action: ModerationAction, targetType: ReportTargetType): Result.Result<void, ActionNotAllowed> =>
  ACTIONS_BY_TARGET[targetType].includes(action) ? Result.succeed(undefined) : Result.fail(new ActionNotAllowed({ action, targetType }))

/** The actions that change a person's account or what they wrote, and so are told to them and guarded by `mayActOn`. */
export const actsOnPerson = (action: ModerationAction): boolean => action !== "dismiss" && action !== "concert_corrected"

/** How the reports of a target are closed by an action. */
export const closedStatusOf = (action: ModerationAction): Exclude<ReportStatus, "open"> => (action === "dismiss" ? "dismissed" : "actioned")

/**
 * Who may act on whom: the command line on anyone; a moderator on fans only; an admin on fans and moderators, never
 * on an admin (themself included: a demotion comes first, by another admin).
 */
export const mayActOn = (actor: { readonly id: string; readonly role: Role } | "cli", target: { readonly id: string; readonly role: Role }): boolean => {
  if (actor === "cli") return true
  if (actor.id === target.id) return false
  switch (actor.role) {
    case "admin":
      return target.role !== "admin"
    case "moderator":
      return target.role === "user"
    case "user":
      return false
  }
}

/** Spec-style long date of an instant's UTC day, in English: "3 March 2027". */
const longDateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })

export const longDate = (millis: number): string => longDateFormat.format(millis)

/** What a suspended account is told when it signs in. */
export const suspendedMessage = (until: number | null): string =>
  until === null ? "This account is suspended." : `This account is suspended until ${longDate(until)}.`

/** Where a page of the queue continues: after the target whose newest report is at `at`. */
export interface QueueCursor {
  readonly at: number
  readonly targetId: string
}

export const encodeQueueCursor = (c: QueueCursor): string => encodeTimeAndId(c.at, c.targetId)

export const decodeQueueCursor = (text: string): Option.Option<QueueCursor> => Option.map(decodeTimeAndId(text), ({ at, id }) => ({ at, targetId: id }))
