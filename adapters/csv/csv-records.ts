/**
 * Reads CSV with csv-parse as a stream of records with the line each starts on, never holding the whole
 * file: a leading byte-order mark, quoted fields with commas, quotes and line breaks, ragged rows.
 */
import { Readable } from "node:stream"
import { parse, CsvError } from "csv-parse"
import { Array as Arr, Stream } from "effect"
import type { RawRecord } from "../../domain/curation/csv-rows.ts"
import { CsvMalformed } from "../../domain/curation/errors.ts"

const count = (cells: ReadonlyArray<string>, pattern: RegExp): number =>
  cells.reduce((sum, cell) => sum + (cell.match(pattern)?.length ?? 0), 0)

const toMalformed = (error: unknown): CsvMalformed =>
  error instanceof CsvError
    ? new CsvMalformed({ line: typeof error.lines === "number" ? error.lines : 0, reason: error.code })
    : new CsvMalformed({ line: 0, reason: error instanceof Error ? error.message : String(error) })

/** Records are handed on in slices: one stream element per record would cost more than parsing it. */
const SLICE = 500

async function* recordsOf(source: AsyncIterable<Uint8Array | string>): AsyncGenerator<Arr.NonEmptyArray<RawRecord>> {
  const parser = Readable.from(source).pipe(parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true
  }))
  // `info.lines` is the line a record ends on, but csv-parse counts a CRLF inside quotes as two lines;
  // `drift` is what that miscount has added so far.
  let drift = 0
  let slice: Array<RawRecord> = []
  for await (const { record, info } of parser as AsyncIterable<{ record: Array<string>; info: { lines: number } }>) {
    const counted = count(record, /[\r\n]/g)
    slice.push({ line: info.lines - counted - drift, cells: record })
    drift += counted - count(record, /\r\n|\r|\n/g)
    if (slice.length === SLICE && Arr.isArrayNonEmpty(slice)) {
      yield slice
      slice = []
    }
  }
  if (Arr.isArrayNonEmpty(slice)) yield slice
}

/** The records of a CSV byte or text stream (a file, an HTTP body); unreadable CSV fails with CsvMalformed. */
export const csvRecords = (source: AsyncIterable<Uint8Array | string>): Stream.Stream<RawRecord, CsvMalformed> =>
  Stream.flattenArray(Stream.fromAsyncIterable(recordsOf(source), toMalformed))
