/** One CSV row's status (spec §4, §5): valid, duplicate (of the catalogue or an earlier row) or invalid. */
import { type ConcertDraft, identityOf, validateConcert } from "./concert-form.ts"
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

/** Validates the row's fields with the suggest form's messages ("Artist is required"), all of them joined. */
export const readRow = (record: RawRecord, columns: ColumnMap): ReadRow => {
  const result = validateConcert(fieldsOf(record.cells, columns), "suggest")
  return result.ok
    ? { line: record.line, ok: true, draft: result.draft, identity: identityOf(result.draft) }
    : { line: record.line, ok: false, message: result.issues.map((issue) => issue.message).join("; ") }
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
