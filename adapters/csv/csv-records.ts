/**
 * Reads CSV with csv-parse as a stream of records with the line each starts on, never holding the whole
 * file: a leading byte-order mark, quoted fields with commas, quotes and line breaks, ragged rows.
 */
import { pipeline, Readable } from "node:stream"
import { parse, CsvError } from "csv-parse"
import { Array as Arr, Stream } from "effect"
import type { RawRecord } from "../../domain/curation/csv-rows.ts"
import { CsvMalformed, FileTooLarge } from "../../domain/curation/errors.ts"

const count = (cells: ReadonlyArray<string>, pattern: RegExp): number => cells.reduce((sum, cell) => sum + (cell.match(pattern)?.length ?? 0), 0)

const toMalformed = (error: unknown): CsvMalformed | FileTooLarge =>
  error instanceof FileTooLarge
    ? error
    : error instanceof CsvError
      ? new CsvMalformed({ line: typeof error.lines === "number" ? error.lines : 0, reason: error.code })
      : new CsvMalformed({ line: 0, reason: error instanceof Error ? error.message : String(error) })

/** Records are handed on in slices: one stream element per record would cost more than parsing it. */
const SLICE = 500

async function* recordsOf(source: AsyncIterable<Uint8Array | string>): AsyncGenerator<Arr.NonEmptyArray<RawRecord>> {
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true
  })
  // pipeline, not pipe: a failing source (an upload over the limit, a dropped connection) fails the parser,
  // so the records end with that error instead of waiting forever (and the error is never left unhandled).
  pipeline(Readable.from(source), parser, () => undefined)
  // `info.lines` is the line a record ends on, but csv-parse counts a CRLF inside quotes as two lines;
  // `drift` is what that miscount has added so far.
  let drift = 0
  let slice: Array<RawRecord> = []
  for await (const { record, info } of parser as AsyncIterable<{ record: Array<string>; info: { lines: number } }>) {
    // A NUL is not text (UTF-16 read as UTF-8, a binary file): no CSV we can store.
    if (record.some((cell) => cell.includes("\u0000"))) throw new CsvMalformed({ line: info.lines, reason: "NUL_CHARACTER" })
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

/** The bytes of `source`, failing with FileTooLarge as soon as they pass `maxBytes`. */
export async function* capped(source: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<Uint8Array> {
  let total = 0
  for await (const chunk of source) {
    total += chunk.byteLength
    if (total > maxBytes) throw new FileTooLarge({ maxBytes })
    yield chunk
  }
}

/**
 * The records of a CSV byte or text stream (a file, an HTTP body); unreadable CSV fails with CsvMalformed,
 * a source made by `capped` with FileTooLarge.
 */
export const csvRecords = (source: AsyncIterable<Uint8Array | string>): Stream.Stream<RawRecord, CsvMalformed | FileTooLarge> =>
  Stream.flattenArray(Stream.fromAsyncIterable(recordsOf(source), toMalformed))
