/**
 * The rules of plans (issue #22), pure: texts as stored, when one may meet, the thread's page cursor, the order of
 * the friends suggested, and the limits of the use cases.
 */
import { Option, Result } from "effect"
import { decodeTimeAndId, encodeTimeAndId } from "../kernel/keyset-cursor.ts"
import { hasControlCharacters } from "../kernel/limits.ts"
import { addDays, isRealDay, type LocalDate } from "../kernel/local-date.ts"
import type { PlanSuggestionDto } from "./contract.ts"
import { InvalidPlanText } from "./errors.ts"
import type { PlanMessageCursor } from "./plan-repo.ts"

const MINUTE = 60_000

/** The thread's page. */
export const PLAN_MESSAGES_PAGE_SIZE = 50
/** `GET /api/plans`. */
export const PLANS_LIST_LIMIT = 100
/** `GET /api/plans/:id/suggestions`. */
export const PLAN_SUGGESTIONS_LIMIT = 200
/** Answered spare requests stay on the plan this long; pending ones until answered. */
export const ANSWERED_REQUESTS_SHOWN_MS = 7 * 24 * 60 * MINUTE

/**
 * Rate limits per user: plans made, messages posted, membership changes (each add or remove request, leaving
 * included: an add/remove loop is a mail cannon otherwise, issue #35).
 */
export const planPolicies = {
  "plan-create": { windowMs: 60 * MINUTE, perUser: 20 },
  "plan-message": { windowMs: MINUTE, perUser: 30 },
  "plan-members": { windowMs: 10 * MINUTE, perUser: 30 }
} as const

/** The plan texts that are one line: a title, a meeting place, a ticket note. */
export type PlanTextField = "title" | "meetPlace" | "note"

/**
 * A one-line text as stored: trimmed, none when blank or left out; control characters (line breaks included) are
 * refused, naming the field.
 */
export const cleanPlanText = (field: PlanTextField, value: string | null | undefined): Result.Result<string | null, InvalidPlanText> => {
  const trimmed = value?.trim() ?? ""
  if (trimmed === "") return Result.succeed(null)
  return hasControlCharacters(trimmed) ? Result.fail(new InvalidPlanText({ field })) : Result.succeed(trimmed)
}

/**
 * A message as stored: line endings made "\n", trimmed; blank, or with control characters other than "\n"
 * (tabs, bidirectional overrides...), refused.
 */
export const cleanPlanMessage = (text: string): Result.Result<string, InvalidPlanText> => {
  const trimmed = text.replaceAll("\r\n", "\n").replaceAll("\r", "\n").trim()
  if (trimmed === "" || hasControlCharacters(trimmed.replaceAll("\n", ""))) return Result.fail(new InvalidPlanText({ field: "text" }))
  return Result.succeed(trimmed)
}

const meetAtShape = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

/** A real wall-clock time `YYYY-MM-DDTHH:MM`: a real day, hours 00–23, minutes 00–59. */
export const isRealMeetAt = (meetAt: string): boolean => {
  if (!meetAtShape.test(meetAt)) return false
  const hours = Number(meetAt.slice(11, 13))
  const minutes = Number(meetAt.slice(14, 16))
  return isRealDay(meetAt.slice(0, 10)) && hours <= 23 && minutes <= 59
}

/** One meets on the concert's day or the day before, at a real time. */
export const meetAtAllowed = (meetAt: string, concertDate: LocalDate): boolean => {
  if (!isRealMeetAt(meetAt)) return false
  const day = meetAt.slice(0, 10)
  return day === concertDate || day === addDays(concertDate, -1)
}

/** The thread's opaque cursor: the oldest message of a page (kernel/keyset-cursor.ts). */
export const encodePlanMessageCursor = (cursor: PlanMessageCursor): string => encodeTimeAndId(cursor.createdAt, cursor.id)

export const decodePlanMessageCursor = (text: string): Option.Option<PlanMessageCursor> =>
  Option.map(decodeTimeAndId(text), ({ at, id }) => ({ createdAt: at, id }))

/** One friend suggested for a plan, as on the wire. */
export type PlanSuggestion = typeof PlanSuggestionDto.Type

const statusRank = (status: PlanSuggestion["status"]) => (status === "have_tickets" ? 0 : status === "interested" ? 1 : 2)

/** Friends to invite: those with tickets first, then the interested, then the rest, each by name (then id); at most the limit. */
export const orderSuggestions = (friends: ReadonlyArray<PlanSuggestion>): Array<PlanSuggestion> =>
  [...friends]
    .sort(
      (a, b) => statusRank(a.status) - statusRank(b.status) || a.name.localeCompare(b.name, "en") || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)
    )
    .slice(0, PLAN_SUGGESTIONS_LIMIT)
