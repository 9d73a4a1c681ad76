/**
 * When a show changes (issue #31), pure: a concert's status, its times in the venue's wall clock, its ticket links,
 * what changed between two versions of it (the news its fans get, and what raises its calendar SEQUENCE), and how
 * several changes within the notice window become one notice.
 */
import { Schema } from "effect"
import type { LocalDate } from "../kernel/local-date.ts"

export const CONCERT_STATUSES = ["scheduled", "cancelled", "postponed", "rescheduled", "moved"] as const
export const ConcertStatus = Schema.Literals(CONCERT_STATUSES)
export type ConcertStatus = typeof ConcertStatus.Type

/** The status as its badge says it: always in words, never a colour alone. */
export const statusLabels: Readonly<Record<ConcertStatus, string>> = {
  scheduled: "Scheduled",
  cancelled: "Cancelled",
  postponed: "Postponed",
  rescheduled: "Rescheduled",
  moved: "Moved"
}

/** Whether a concert in this status still happens on its day: fans plan for it, are reminded of it, count it. */
export const isGoingAhead = (status: ConcertStatus): boolean => status === "scheduled" || status === "rescheduled" || status === "moved"

/** A wall-clock time, "HH:MM" (24 hours). */
export const WALL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/
export const WallTime = Schema.String.check(Schema.isPattern(WALL_TIME_PATTERN))

export const MAX_STATUS_REASON_LENGTH = 500

export const TICKET_LABELS = ["Tickets", "Presale", "VIP", "Resale", "Sold out"] as const
export const TicketLabel = Schema.Literals(TICKET_LABELS)
export type TicketLabel = typeof TicketLabel.Type
export const MAX_TICKET_LINKS = 5
export const MAX_TICKET_URL_LENGTH = 2000

/** One link to buy tickets: its label, its https address, and when sales open (epoch ms; null: open, or unknown). */
export const TicketLink = Schema.Struct({
  label: TicketLabel,
  url: Schema.String,
  onSaleAt: Schema.NullOr(Schema.Finite)
}).annotate({ identifier: "TicketLink" })
export type TicketLink = typeof TicketLink.Type

/** The facts of a show that its fans are told of when they change, and that raise its SEQUENCE. */
export interface ShowFacts {
  readonly status: ConcertStatus
  readonly date: LocalDate
  readonly startTime: string | null
  readonly doorsTime: string | null
  readonly timeZone: string | null
  readonly venue: string
  readonly city: string
}

export const SHOW_FIELDS = ["status", "date", "startTime", "doorsTime", "venue", "city"] as const
export type ShowField = (typeof SHOW_FIELDS)[number]

/** One change: the field, and its value before and after (null: none, a time that was not set). */
export const ShowChange = Schema.Struct({
  field: Schema.Literals(SHOW_FIELDS),
  from: Schema.NullOr(Schema.String),
  to: Schema.NullOr(Schema.String)
}).annotate({ identifier: "ShowChange" })
export type ShowChange = typeof ShowChange.Type

/**
 * What changed between two versions of a show, in `SHOW_FIELDS` order; a time's zone is part of the time (the same
 * "20:00" in another zone is another moment). Venue and city compare as written. Empty: nothing a fan is told of.
 */
export const showChanges = (before: ShowFacts, after: ShowFacts): ReadonlyArray<ShowChange> => {
  const zoned = (time: string | null, zone: string | null) => (time === null ? null : `${time}${zone === null ? "" : ` ${zone}`}`)
  const values = (f: ShowFacts): Readonly<Record<ShowField, string | null>> => ({
    status: f.status,
    date: f.date,
    startTime: zoned(f.startTime, f.timeZone),
    doorsTime: zoned(f.doorsTime, f.timeZone),
    venue: f.venue,
    city: f.city
  })
  const [a, b] = [values(before), values(after)]
  return SHOW_FIELDS.flatMap((field) => (a[field] === b[field] ? [] : [{ field, from: a[field], to: b[field] }]))
}

/**
 * Two lists of changes as one (a later edit within the notice window): each field goes from its first `from` to its
 * last `to`, and a field that came back to where it was is no change at all. Associative, and merging nothing is
 * the identity, so any grouping of a window's edits gives one notice.
 */
export const mergeChanges = (earlier: ReadonlyArray<ShowChange>, later: ReadonlyArray<ShowChange>): ReadonlyArray<ShowChange> => {
  const merged = new Map<ShowField, ShowChange>()
  for (const change of [...earlier, ...later]) {
    const first = merged.get(change.field)
    merged.set(change.field, first === undefined ? change : { field: change.field, from: first.from, to: change.to })
  }
  return SHOW_FIELDS.flatMap((field) => {
    const change = merged.get(field)
    return change === undefined || change.from === change.to ? [] : [change]
  })
}

/** The next SEQUENCE: one more when anything a calendar shows changed, else the same; never lower. */
export const nextSequence = (sequence: number, changes: ReadonlyArray<ShowChange>): number => (changes.length > 0 ? sequence + 1 : sequence)

/** How long after a show's first change its notice waits for more changes to join it. */
export const CHANGE_NOTICE_WINDOW_MS = 30 * 60 * 1000

/** The facts a status change reads and writes (a Concert has them all). */
export interface StatusFacts {
  readonly status: ConcertStatus
  readonly statusReason: string | null
  readonly date: LocalDate
  readonly venue: string
  readonly previousDate: LocalDate | null
  readonly previousVenue: string | null
}

/** What an admin asks for: the status, the new day of a reschedule, the new venue of a move, and why. */
export interface StatusRequest {
  readonly status: ConcertStatus
  readonly date?: LocalDate | undefined
  readonly venue?: string | undefined
  readonly reason: string | null
}

export const RESCHEDULE_DATE_MESSAGE = "A rescheduled concert needs its new date"
export const SAME_DATE_MESSAGE = "The new date must differ from the current one"
export const MOVE_VENUE_MESSAGE = "A moved concert needs its new venue"
export const SAME_VENUE_MESSAGE = "The new venue must differ from the current one"

export type StatusResult<F extends StatusFacts> =
  | { readonly ok: true; readonly facts: F }
  | { readonly ok: false; readonly field: "date" | "venue"; readonly message: string }

/**
 * A status change as a pure transition. `rescheduled` needs a new date other than the current one and keeps the
 * current one as `previousDate`; `moved` needs a new venue other than the current one (venues compare as written,
 * ignoring letter case) and keeps the current one as `previousVenue`; `scheduled`, `cancelled` and `postponed` keep
 * the date and venue. Whatever the status, the other `previous*` is cleared, so `previousDate` is set exactly while
 * rescheduled and `previousVenue` exactly while moved (the migration's checks). The reason is the request's.
 * A new date or venue given with another status is ignored: only these two statuses change them.
 */
export const applyStatus = <F extends StatusFacts>(facts: F, request: StatusRequest): StatusResult<F> => {
  const base = { ...facts, status: request.status, statusReason: request.reason, previousDate: null, previousVenue: null }
  switch (request.status) {
    case "rescheduled": {
      if (request.date === undefined) return { ok: false, field: "date", message: RESCHEDULE_DATE_MESSAGE }
      if (request.date === facts.date) return { ok: false, field: "date", message: SAME_DATE_MESSAGE }
      return { ok: true, facts: { ...base, date: request.date, previousDate: facts.date } }
    }
    case "moved": {
      const venue = request.venue?.trim() ?? ""
      if (venue === "") return { ok: false, field: "venue", message: MOVE_VENUE_MESSAGE }
      if (venue.toLowerCase() === facts.venue.toLowerCase()) return { ok: false, field: "venue", message: SAME_VENUE_MESSAGE }
      return { ok: true, facts: { ...base, venue, previousVenue: facts.venue } }
    }
    default:
      return { ok: true, facts: base }
  }
}
