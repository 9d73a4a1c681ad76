/**
 * CSV import (spec §4, §5): every record of a stream classified valid, duplicate or invalid, a batch at a
 * time (so a file of any size streams through); the preview writes nothing, the import inserts the valid
 * rows in one unit of work, so a failure anywhere imports nothing.
 */
import { Clock, Effect, Option, Stream } from "effect"
import { Concert } from "../concerts/concert.ts"
import { ConcertRepo } from "../concerts/concert-repo.ts"
import { ShowRepo } from "../concerts/show-repo.ts"
import { alertFollowers } from "../follows/alerts.ts"
import { AppConfig } from "../kernel/config.ts"
import { ConcertId } from "../kernel/ids.ts"
import { Tokens } from "../kernel/tokens.ts"
import { Transactions } from "../kernel/transactions.ts"
import { type Actor, auditConcert, authorizeAdmin, createdByOf } from "./actor.ts"
import { type ConcertDraft, identityOf } from "./concert-form.ts"
import { type ColumnMap, columnsOfHeader, headerlessColumns } from "./csv-columns.ts"
import { classifyRows, firstOfFile, type RawRecord, readRow, type RowStatus } from "./csv-rows.ts"
import type { CsvMalformed, FileTooLarge } from "./errors.ts"

export const BATCH_SIZE = 1000
/** The largest CSV upload accepted (about 150,000 typical rows); a larger one is refused with nothing imported. */
export const MAX_CSV_BYTES = 8 * 1024 * 1024
/** The report lists at most this many problem rows (the counts are always complete). */
export const MAX_LISTED_ROWS = 1000
/** How many valid rows the preview shows. */
export const SAMPLE_SIZE = 20

export interface ReportRow {
  readonly line: number
  readonly status: RowStatus
  readonly message: string | null
}

export interface ImportReport {
  readonly valid: number
  readonly duplicate: number
  readonly invalid: number
  readonly imported: number
  /** The fans alerted of the imported concerts (issue #32: followers of their artists or venues); 0 for a preview. */
  readonly followersAlerted: number
  /** The duplicate and invalid rows, in file order. */
  readonly rows: ReadonlyArray<ReportRow>
  /** The first valid rows, as they would be imported. */
  readonly sample: ReadonlyArray<ConcertDraft & { readonly line: number }>
}

type Records = Stream.Stream<RawRecord, CsvMalformed | FileTooLarge>

/**
 * Given a batch's drafts new to the file, the identities of those the catalogue already has: the preview
 * looks them up, the import inserts them all and the catalogue keeps out those it has.
 */
type Settle<E, R> = (drafts: ReadonlyArray<ConcertDraft>) => Effect.Effect<ReadonlySet<string>, E, R>

const classify = <E, R>(records: Records, settle: Settle<E, R>) =>
  Effect.gen(function* () {
    const report = {
      valid: 0,
      duplicate: 0,
      invalid: 0,
      imported: 0,
      followersAlerted: 0,
      rows: [] as Array<ReportRow>,
      sample: [] as Array<ConcertDraft & { line: number }>
    }
    const seen = new Set<string>()
    let columns: ColumnMap | undefined
    yield* records.pipe(
      Stream.grouped(BATCH_SIZE),
      Stream.runForEach((batch) =>
        Effect.gen(function* () {
          let records: ReadonlyArray<RawRecord> = batch
          if (columns === undefined) {
            const header = columnsOfHeader(batch[0]?.cells ?? [])
            columns = header ?? headerlessColumns
            if (header) records = batch.slice(1)
          }
          const read = records.map((record) => readRow(record, columns!))
          const candidates = firstOfFile(read, seen)
          const classified = classifyRows(read, candidates.length === 0 ? new Set() : yield* settle(candidates), seen)
          for (const row of classified) {
            report[row.status] += 1
            if (row.status === "valid") {
              if (report.sample.length < SAMPLE_SIZE) report.sample.push({ ...row.draft!, line: row.line })
            } else if (report.rows.length < MAX_LISTED_ROWS) {
              report.rows.push({ line: row.line, status: row.status, message: row.message })
            }
          }
        })
      )
    )
    return report
  })

/** Classifies every row and writes nothing. */
export const previewImport = (records: Records) => classify(records, (drafts) => ConcertRepo.use((repo) => repo.existingIdentities(drafts)))

/** Imports the valid rows in one unit of work and records the import in the audit log; none valid writes nothing. */
export const importConcerts = Effect.fn("importConcerts")(function* (actor: Actor, records: Records, source: string | null) {
  yield* authorizeAdmin(actor)
  const repo = yield* ConcertRepo
  const tokens = yield* Tokens
  const createdAt = yield* Clock.currentTimeMillis
  const createdBy = createdByOf(actor)
  const shows = yield* ShowRepo
  // Issue #31: a row with a time is in its city's zone (else the server's), looked up once per city of the file.
  const zones = new Map<string, string>()
  const defaultZone = (yield* AppConfig).defaultTimeZone
  const zoneOf = (draft: ConcertDraft) =>
    Effect.gen(function* () {
      if ((draft.startTime ?? null) === null && (draft.doorsTime ?? null) === null) return null
      const key = draft.city.toLowerCase()
      const known = zones.get(key)
      if (known !== undefined) return known
      const zone = Option.getOrElse(yield* shows.cityTimeZone(draft.city), () => defaultZone)
      zones.set(key, zone)
      return zone
    })
  const toConcert = (draft: ConcertDraft) =>
    Effect.gen(function* () {
      const { ticketLinks, ...fields } = draft
      const concert = new Concert({
        ...fields,
        startTime: draft.startTime ?? null,
        doorsTime: draft.doorsTime ?? null,
        timeZone: yield* zoneOf(draft),
        id: ConcertId.make(yield* tokens.uuid),
        createdBy,
        createdAt
      })
      return { concert, ticketLinks: ticketLinks ?? [] }
    })
  return yield* (yield* Transactions).run(
    Effect.gen(function* () {
      // Issue #32: the inserted concerts' followers are alerted once, for the whole file, in the same unit of work.
      const inserted: Array<string> = []
      const report = yield* classify(records, (drafts) =>
        Effect.gen(function* () {
          const made = yield* Effect.forEach(drafts, toConcert)
          const added = yield* repo.insertNew(made.map((m) => m.concert))
          for (const { concert, ticketLinks } of made) {
            if (!added.has(concert.id)) continue
            inserted.push(concert.id)
            if (ticketLinks.length > 0) yield* shows.setTicketLinks(concert.id, ticketLinks)
          }
          return new Set(made.filter((m) => !added.has(m.concert.id)).map((m) => identityOf(m.concert)))
        })
      )
      if (report.valid === 0) return report
      yield* auditConcert(actor, "concerts.imported", null, {
        imported: report.valid,
        duplicate: report.duplicate,
        invalid: report.invalid,
        source
      })
      return { ...report, imported: report.valid, followersAlerted: yield* alertFollowers(inserted) }
    })
  )
})
