/**
 * What people wrote, as Soundcheck's mail shows it: one line of visible text, shortened, between typographic
 * quotes. A display name, a plan title or a concert's artist then cannot write a line of the mail (a header, a
 * paragraph, a forged notice), reorder what the reader sees, or pass for Soundcheck's own words.
 */
import { CONTROL_CHARACTERS } from "./limits.ts"

export const MAX_MAIL_NAME_LENGTH = 40
/** Titles, artists, venues and cities: longer than a name, short enough to stay a quotation. */
export const MAX_MAIL_TEXT_LENGTH = 80

// Control characters, line and paragraph separators and bidi marks become spaces (a run of them one space); the
// closing and opening quotes become straight ones, so a quotation ends where the reader sees it end.
const controls = new RegExp(CONTROL_CHARACTERS.source, "g")
const curlyQuotes = /[“”]/g

/** The text on one line, at most `max` characters (an ellipsis marks a cut); empty when nothing visible is left. */
export const lineForMail = (text: string, max: number): string => {
  // Cut first, so a megabyte costs no more than a name; a surrogate pair split by the cut becomes U+FFFD.
  const line = text
    .slice(0, 4 * max)
    .toWellFormed()
    .replace(controls, " ")
    .replace(curlyQuotes, '"')
    .replace(/ {2,}/g, " ")
    .trim()
  const chars = [...line]
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`
    : line
}

/** A person's display name in mail: “Bea”; a name with nothing visible left is “A friend”. */
export const quotedName = (name: string): string => `“${lineForMail(name, MAX_MAIL_NAME_LENGTH) || "A friend"}”`

/** A plan title, an artist, a venue or a city in mail: “Tacos first”. */
export const quotedText = (text: string): string => `“${lineForMail(text, MAX_MAIL_TEXT_LENGTH)}”`
