/**
 * Search folding (issue #28): what letter case, accents and punctuation a search forgives. "Mötley Crüe",
 * "MOTLEY CRUE" and "motley-crue" fold alike. The Postgres adapter stores each concert's folded texts, since SQL
 * cannot fold exactly as this does (migration 0019).
 */

const MARKS = /\p{M}/gu
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu
/** Letters that Unicode does not decompose into a base letter and a mark, written as their readers type them. */
const LETTERS: Readonly<Record<string, string>> = {
  ß: "ss",
  ẞ: "ss",
  æ: "ae",
  Æ: "ae",
  œ: "oe",
  Œ: "oe",
  ø: "o",
  Ø: "o",
  ł: "l",
  Ł: "l",
  đ: "d",
  Đ: "d",
  ð: "d",
  Ð: "d",
  þ: "th",
  Þ: "th",
  ı: "i",
  // Greek writes a final sigma where a word ends, which JavaScript's lower case decides from the letters around it.
  ς: "σ"
}
const UNDECOMPOSED = /[ßẞæÆœŒøØłŁđĐðÐþÞıς]/gu

/** Greek's iota written below a vowel is a mark, but upper-cases to a letter (ᾳ, ΑΙ): it is kept as that letter. */
const YPOGEGRAMMENI = /\u0345/gu

const withoutMarks = (text: string): string => text.normalize("NFKD").replace(YPOGEGRAMMENI, "ι").replace(MARKS, "")

/**
 * The text as search compares it: compatibility-decomposed (NFKD) without its marks, upper-cased then lower-cased
 * (so a letter with two lower cases, like ς and σ or the Cyrillic rounded ve, folds as one), the letters of
 * `LETTERS` spelt out, decomposed again without marks (İ lowers to i and a dot above), and every run of characters
 * that are neither letters nor digits one space, trimmed. Linear in the text; no pattern here can backtrack.
 */
export const fold = (text: string): string =>
  withoutMarks(
    withoutMarks(text)
      .toUpperCase()
      .toLowerCase()
      .replace(UNDECOMPOSED, (letter) => LETTERS[letter] ?? letter)
  )
    .replace(NOT_LETTER_OR_DIGIT, " ")
    .trim()

/** The words of a folded text, each once, in the order they first appear. */
export const wordsOfFolded = (folded: string): ReadonlyArray<string> => (folded === "" ? [] : [...new Set(folded.split(" "))])

/** The distinct words of a text once folded. */
export const words = (text: string): ReadonlyArray<string> => wordsOfFolded(fold(text))
