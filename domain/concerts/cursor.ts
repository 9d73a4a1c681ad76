/** The opaque page cursor of the concert listings: `date~id`, base64url on the wire. */
import { Option, Schema } from "effect"
import { ConcertId } from "../kernel/ids.ts"
import { LocalDate } from "../kernel/local-date.ts"
import { fromBase64Url, toBase64Url } from "../kernel/base64url.ts"
import type { ConcertCursor } from "./concert-repo.ts"

// LocalDate bounds the day to what PostgreSQL's dates hold: four-digit years (to 9999), none before year 100
// (PostgreSQL has no year 0); cursor.test.ts holds both ends.
const CursorParts = Schema.Struct({ date: LocalDate, id: ConcertId })
const decodeParts = Schema.decodeUnknownOption(CursorParts)

export const encodeCursor = (cursor: ConcertCursor): string => toBase64Url(`${cursor.date}~${cursor.id}`)

export const decodeCursor = (text: string): Option.Option<ConcertCursor> => {
  const [date, id, ...rest] = (fromBase64Url(text) ?? "").split("~")
  return rest.length === 0 ? decodeParts({ date, id }) : Option.none()
}
