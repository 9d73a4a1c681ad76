/**
 * The opaque cursor of a keyset page ordered by a time and an id: `<epoch ms>~<uuid>` in base64url. Decoding
 * is strict (digits for a time from 1970 to the end of year 9999, one separator, a UUID), so a hand-made cursor
 * is refused, never guessed at.
 */
import { Option, Schema } from "effect"
import { fromBase64Url, toBase64Url } from "./base64url.ts"

export interface TimeAndId {
  readonly at: number
  readonly id: string
}

const Parts = Schema.Struct({ at: Schema.Finite, id: Schema.String.check(Schema.isUUID()) })
const decodeParts = Schema.decodeUnknownOption(Parts)

/**
 * The last millisecond of year 9999. A later time is written with a signed, six-digit year (`+010000-…`), which
 * PostgreSQL cannot read as a timestamp: such a cursor would fail in the store instead of being refused here.
 */
export const LATEST_CURSOR_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999)

export const encodeTimeAndId = (at: number, id: string): string => toBase64Url(`${at}~${id}`)

export const decodeTimeAndId = (text: string): Option.Option<TimeAndId> => {
  const [at, id, ...rest] = (fromBase64Url(text) ?? "").split("~")
  if (rest.length > 0 || at === undefined || id === undefined || !/^\d{1,15}$/.test(at) || Number(at) > LATEST_CURSOR_TIME) return Option.none()
  return decodeParts({ at: Number(at), id })
}
