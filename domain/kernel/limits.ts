/**
 * Bounded input: every string a stranger sends has a maximum length, checked when the wire schema decodes,
 * before any rule or pattern looks at it (the database repeats each cap as a CHECK, migration 0006).
 */
import { Schema } from "effect"
import { MAX_CURSOR_LENGTH, MAX_ID_LENGTH, MAX_PASSWORD_LENGTH, MAX_QUERY_WORD_LENGTH, MAX_TOKEN_LENGTH } from "./caps.ts"

export { MAX_CURSOR_LENGTH, MAX_ID_LENGTH, MAX_PASSWORD_LENGTH, MAX_QUERY_WORD_LENGTH, MAX_TOKEN_LENGTH }

/** A string of at most `max` UTF-16 code units; longer is refused before anything else reads it. */
export const BoundedString = (max: number) => Schema.String.check(Schema.isMaxLength(max))

/** A list of at most `max` items. */
export const BoundedArray = <S extends Schema.Top>(item: S, max: number) => Schema.Array(item).check(Schema.isMaxLength(max))

export const Id = BoundedString(MAX_ID_LENGTH)
export const Token = BoundedString(MAX_TOKEN_LENGTH)
export const Cursor = BoundedString(MAX_CURSOR_LENGTH)
export const Password = BoundedString(MAX_PASSWORD_LENGTH)

/**
 * Characters that are not text: C0 and C1 controls (line breaks included), DEL, the line and paragraph
 * separators and the bidirectional overrides and isolates that reorder what a reader sees. One class, so
 * the test is one pass.
 */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/

export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTERS.test(text)

/**
 * Whether a person's text may be stored as they wrote it: a one-line text (a name, an artist, a city) holds no
 * control character; text of several lines (a description) holds line feeds and no other one.
 */
export const isPlainText = (text: string, lines: "one line" | "lines" = "one line"): boolean =>
  !hasControlCharacters(lines === "lines" ? text.replaceAll("\n", "") : text)
