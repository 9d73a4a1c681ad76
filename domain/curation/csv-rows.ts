/** One CSV row's status (spec §4, §5): valid, duplicate (of the catalogue or an earlier row) or invalid. */
import type { TicketLabel } from "../concerts/show.ts"
import { type ConcertDraft, type ConcertInput, identityOf, validateConcert } from "./concert-form.ts"
import { type ColumnMap, fieldsOf } from "./csv-columns.ts"

/** A record as the CSV reader yields it: its cells and the line it starts on (1 is the first line). */
export interface RawRecord {
  readonly line: number
  readonly cells: ReadonlyArray<string>
}

export type RowStatus = "valid" | "duplicate" | "invalid"

export const DUPLICATE_MESSAGE = "Concert already exists"

export type ReadRow =
  | { readonly line: number; readonly ok: true; readonly draft: ConcertDraft; readonly identity: string }
  | { readonly line: number; readonly ok: false; readonly message: string }

/** The statuses a CSV row may give (issue #31): a reschedule or a move needs the earlier date or venue, so not here. */
export type ImportStatus = "scheduled" | "cancelled" | "postponed"

/** The longest status cell read (issue #31). */
export const MAX_STATUS_CELL_LENGTH = 32

export const STATUS_VALUES_MESSAGE = "Status must be scheduled, cancelled or postponed"
export const statusNeedsEarlierMessage = (status: "rescheduled" | "moved") =>
  `Status ${status} cannot be imported (it needs the earlier ${status === "moved" ? "venue" : "date"}): import the concert, then set its status`

/**
 * A status cell: blank is scheduled; the spec's admin listing's Upcoming and Past (a file exported from it) are too.
 * Rescheduled and moved are refused with their own message.
 */
export const parseImportStatus = (text: string): ImportStatus | { readonly message: string } => {
  // The cell's cap before anything reads it: the longest status, with room for spaces.
  if (text.length > MAX_STATUS_CELL_LENGTH) return { message: STATUS_VALUES_MESSAGE }
  const value = text.trim().toLowerCase()
  if (value === "" || value === "scheduled" || value === "upcoming" || value === "past") return "scheduled"
  if (value === "cancelled" || value === "canceled") return "cancelled"
  if (value === "postponed") return "postponed"
  if (value === "rescheduled" || value === "moved") return { message: statusNeedsEarlierMessage(value) }
  return { message: STATUS_VALUES_MESSAGE }
}

/** The concert form's input of a row: issue #31's columns only when the file has them. */
const inputOf = (fields: ReturnType<typeof fieldsOf>): ConcertInput => {
  const { status: _status, ticketUrl, ticketLabel, ...rest } = fields
  const url = ticketUrl?.trim() ?? ""
  const label = ticketLabel?.trim() ?? ""
  // The label is checked by the form, with its own message.
  return url === "" ? rest : { ...rest, ticketLinks: [{ label: (label === "" ? "Tickets" : label) as TicketLabel, url }] }
}

/** Validates the row's fields with the suggest form's messages ("Artist is required"), all of them joined. */
export const readRow = (record: RawRecord, columns: ColumnMap): ReadRow => {
  const fields = fieldsOf(record.cells, columns)
  const result = validateConcert(inputOf(fields), "suggest")
  const status = fields.status === undefined ? undefined : parseImportStatus(fields.status)
  const messages = [...(result.ok ? [] : result.issues.map((issue) => issue.message)), ...(typeof status === "object" ? [status.message] : [])]
  if (!result.ok || messages.length > 0) return { line: record.line, ok: false, message: messages.join("; ") }
  // A scheduled row's draft is the one a file without the column gives.
  const draft = status === undefined || status === "scheduled" || typeof status === "object" ? result.draft : { ...result.draft, status }
  return { line: record.line, ok: true, draft, identity: identityOf(draft) }
}

export interface ClassifiedRow {
  readonly line: number
  readonly status: RowStatus
  readonly message: string | null
  readonly draft: ConcertDraft | null
}

/** The drafts of the rows whose identity is new to the file: neither in `seen` nor on an earlier row. */
export const firstOfFile = (rows: ReadonlyArray<ReadRow>, seen: ReadonlySet<string>): ReadonlyArray<ConcertDraft> => {
  const batch = new Set<string>()
  return rows.flatMap((row) => {
    if (!row.ok || seen.has(row.identity) || batch.has(row.identity)) return []
    batch.add(row.identity)
    return [row.draft]
  })
}

/**
 * Classifies rows in file order. `inCatalogue` holds the identities the catalogue already has;
 * `seen` the identities of earlier valid rows of the file, and it grows with every valid row.
 */
export const classifyRows = (rows: ReadonlyArray<ReadRow>, inCatalogue: ReadonlySet<string>, seen: Set<string>): ReadonlyArray<ClassifiedRow> =>
  rows.map((row) => {
    if (!row.ok) return { line: row.line, status: "invalid", message: row.message, draft: null }
    if (inCatalogue.has(row.identity) || seen.has(row.identity)) {
      return { line: row.line, status: "duplicate", message: DUPLICATE_MESSAGE, draft: row.draft }
    }
    seen.add(row.identity)
    return { line: row.line, status: "valid", message: null, draft: row.draft }
  })
