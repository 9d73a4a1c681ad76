/**
 * The spellings that once made one address two: each letter that PostgreSQL's lower() (on the test server's
 * locale) and JavaScript's toLowerCase() lower differently, with both lower cases, plus a final "Σ" (which only
 * JavaScript lowers by its context). Tests walk them to prove every lookup and limit uses the one key.
 */
import { inject } from "vitest"
import { queryRows } from "./pg.ts"

export interface Spelling {
  /** The address as typed first. */
  readonly typed: string
  /** The same address lowered by PostgreSQL, and by JavaScript. */
  readonly pgLower: string
  readonly jsLower: string
}

const address = (letter: string) => `w${letter}x@example.com`

/** Every code point whose two lower cases disagree on the test server (fetched once per file). */
let cached: Promise<ReadonlyArray<Spelling>> | undefined
export const disagreeingSpellings = (): Promise<ReadonlyArray<Spelling>> => {
  cached ??= queryRows<{ letter: string; lowered: string }>(
    inject("testServerUrl"),
    `SELECT chr(cp) AS letter, lower(chr(cp)) AS lowered FROM generate_series(1, 1114111) cp
     WHERE (cp < 55296 OR cp > 57343) AND lower(chr(cp)) <> chr(cp)`
  ).then((rows) => {
    const pgLowers = new Map(rows.map((r) => [r.letter, r.lowered]))
    const spellings: Array<Spelling> = []
    for (let cp = 1; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue
      const letter = String.fromCodePoint(cp)
      const pgLower = pgLowers.get(letter) ?? letter
      if (pgLower !== letter.toLowerCase()) spellings.push({ typed: address(letter), pgLower: address(pgLower), jsLower: address(letter.toLowerCase()) })
    }
    // A final capital sigma: σ for PostgreSQL, ς for JavaScript.
    spellings.push({ typed: "ΟΔΟΣ@example.com", pgLower: "οδοσ@example.com", jsLower: "οδος@example.com" })
    return spellings
  })
  return cached
}
