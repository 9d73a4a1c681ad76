/**
 * The opaque cursor of a keyset page ordered by a time and an id: `<epoch ms>~<uuid>` in base64url. Decoding
 * is strict (at most 15 digits, one separator, a UUID), so a hand-made cursor is refused, never guessed at.
 */
import { Option, Schema } from "effect"
import { fromBase64Url, toBase64Url } from "./base64url.ts"

export interface TimeAndId {
  readonly at: number
  readonly id: string
}

const Parts = Schema.Struct({ at: Schema.Finite, id: Schema.String.check(Schema.isUUID()) })
const decodeParts = Schema.decodeUnknownOption(Parts)

export const encodeTimeAndId = (at: number, id: string): string => toBase64Url(`${at}~${id}`)

export const decodeTimeAndId = (text: string): Option.Option<TimeAndId> => {
  const [at, id, ...rest] = (fromBase64Url(text) ?? "").split("~")
  if (rest.length > 0 || at === undefined || id === undefined || !/^\d{1,15}$/.test(at)) return Option.none()
  return decodeParts({ at: Number(at), id })
}
