/**
 * A pasted list of artists or a music library's export (issue #32), read in one linear pass with no pattern that
 * could backtrack: one artist a line, or a table (comma, semicolon or tab separated, RFC 4180 quotes) whose header
 * has an `artist` column.
 */
import { isPlainText } from "../kernel/limits.ts"
import { MAX_ARTIST_LENGTH } from "../kernel/caps.ts"
import { artistKey } from "./artist-key.ts"

/** The header cells (lower-cased) that name the artist column, the first found winning. */
const ARTIST_HEADERS: ReadonlyArray<string> = ["artist", "artist name", "artist name(s)", "artists"]

/** The records of delimited text: quoted cells may hold the delimiter, doubled quotes and line breaks. */
export const delimitedRecords = (text: string, delimiter: string): Array<Array<string>> => {
  const records: Array<Array<string>> = []
  let record: Array<string> = []
  let cell = ""
  let quoted = false
  let i = 0
  while (i < text.length) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"'
        i += 2
      } else {
        if (ch === '"') quoted = false
        else cell += ch
        i++
      }
    } else if (ch === '"' && cell.trim() === "") {
      quoted = true
      cell = ""
      i++
    } else if (ch === delimiter) {
      record.push(cell)
      cell = ""
      i++
    } else if (ch === "\r" || ch === "\n") {
      record.push(cell)
      records.push(record)
      record = []
      cell = ""
      i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1
    } else {
      cell += ch
      i++
    }
  }
  if (cell !== "" || record.length > 0) records.push([...record, cell])
  return records
}

/** Splits on line breaks (CR LF, LF or CR), without a last empty line after a final break. */
const linesOf = (text: string): Array<string> => {
  const lines: Array<string> = []
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch !== "\r" && ch !== "\n") continue
    lines.push(text.slice(start, i))
    if (ch === "\r" && text[i + 1] === "\n") i++
    start = i + 1
  }
  if (start < text.length) lines.push(text.slice(start))
  return lines
}

const firstLine = (text: string): string => linesOf(text.slice(0, 10_000))[0] ?? ""

/** The names the text lists, as written: a table's artist column, else every line. */
export const listedNames = (text: string): ReadonlyArray<string> => {
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text
  const head = firstLine(body)
  const delimiter = head.includes("\t") ? "\t" : head.includes(",") ? "," : head.includes(";") ? ";" : null
  if (delimiter !== null) {
    const header = (delimitedRecords(head, delimiter)[0] ?? []).map((cell) => cell.trim().toLowerCase())
    const column = ARTIST_HEADERS.map((name) => header.indexOf(name)).find((index) => index >= 0)
    if (column !== undefined)
      return delimitedRecords(body, delimiter)
        .slice(1)
        .map((record) => record[column] ?? "")
  }
  // A one-column export: a first line that is only a header ("Artist") names the column, not an artist.
  const lines = linesOf(body)
  return ARTIST_HEADERS.includes(head.trim().toLowerCase()) ? lines.slice(1) : lines
}

export interface ParsedArtists {
  /** The distinct artists, in the order first listed, each as first written (trimmed). */
  readonly artists: ReadonlyArray<{ readonly key: string; readonly artist: string }>
  /** Names left out: blank, repeated (the same key), not plain text or too long. */
  readonly skipped: number
}

/**
 * The distinct artists the text lists. It stops at the first artist past `max` (answering how many it read, `max` + 1),
 * and folds each spelling once, so a long list costs at most `max` + 1 folds.
 */
export const parseArtists = (text: string, max: number): ParsedArtists | { readonly tooMany: number } => {
  const artists: Array<{ key: string; artist: string }> = []
  const seen = new Set<string>()
  const keyOf = new Map<string, string>()
  let skipped = 0
  for (const name of listedNames(text)) {
    const artist = name.trim()
    let key = keyOf.get(artist)
    if (key === undefined) {
      key = artist.length > MAX_ARTIST_LENGTH || !isPlainText(artist) ? "" : artistKey(artist)
      keyOf.set(artist, key)
    }
    if (artist === "" || key === "" || key.length > MAX_ARTIST_LENGTH || seen.has(key)) {
      skipped++
      continue
    }
    seen.add(key)
    artists.push({ key, artist })
    if (artists.length > max) return { tooMany: artists.length }
  }
  return { artists, skipped }
}
