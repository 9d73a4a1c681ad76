/** Duplicate detection (spec §5, §9): text similarity, the three flags, confidence and the match rule. */

export type Confidence = "high" | "medium" | "low"
export type Reason = "artist" | "venue" | "date"

export const ARTIST_THRESHOLD = 0.8
export const VENUE_THRESHOLD = 0.6
export const VENUE_HIGH = 0.8
export const DATE_WINDOW_DAYS = 7
export const DATE_MEDIUM_DAYS = 3

const normalize = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, " ")

const wordsOf = (text: string): ReadonlySet<string> => new Set(text.split(" ").filter((w) => w !== ""))

/** A text normalized once, with its words: comparing a catalogue pair by pair reuses them. */
export interface PreparedText {
  readonly text: string
  readonly words: ReadonlySet<string>
}

export const prepareText = (text: string): PreparedText => {
  const normalized = normalize(text)
  return { text: normalized, words: wordsOf(normalized) }
}

const commonWords = (x: PreparedText, y: PreparedText): number => {
  let common = 0
  for (const w of x.words) if (y.words.has(w)) common++
  return common
}

const similarityOf = (x: PreparedText, y: PreparedText): number => {
  if (x.text === y.text) return 1
  if (x.text.includes(y.text) || y.text.includes(x.text)) return 0.8
  const longer = Math.max(x.words.size, y.words.size)
  if (longer === 0) return 0
  return commonWords(x, y) / longer
}

/** 1 if equal, 0.8 if one contains the other, else the share of common words (of the longer word set). */
export const similarity = (a: string, b: string): number => similarityOf(prepareText(a), prepareText(b))

const dayMillis = (date: string): number => Date.parse(`${date}T00:00:00Z`)
/** Whole days between two calendar days (as UTC midnights in milliseconds), never negative. */
const daysApart = (a: number, b: number): number => Math.round(Math.abs(a - b) / 86_400_000)

export interface Scores {
  readonly artist: number
  readonly venue: number
  readonly days: number
}

export interface Flag {
  readonly reason: Reason
  readonly confidence: Confidence
}

/** The flags the scores raise; "above" thresholds are strict, "within" ones inclusive. */
export const flagsOf = (scores: Scores): ReadonlyArray<Flag> => {
  const flags: Array<Flag> = []
  if (scores.artist > ARTIST_THRESHOLD) flags.push({ reason: "artist", confidence: scores.artist === 1 ? "high" : "medium" })
  if (scores.venue > VENUE_THRESHOLD) flags.push({ reason: "venue", confidence: scores.venue > VENUE_HIGH ? "high" : "medium" })
  if (scores.days <= DATE_WINDOW_DAYS) {
    flags.push({ reason: "date", confidence: scores.days === 0 ? "high" : scores.days <= DATE_MEDIUM_DAYS ? "medium" : "low" })
  }
  return flags
}

const rank: Record<Confidence, number> = { low: 0, medium: 1, high: 2 }

/** The strongest flag's confidence; low when nothing is flagged. */
export const confidenceOf = (flags: ReadonlyArray<Flag>): Confidence =>
  flags.reduce<Confidence>((best, flag) => (rank[flag.confidence] > rank[best] ? flag.confidence : best), "low")

export interface ConcertLike {
  readonly id: string
  readonly artist: string
  readonly venue: string
  readonly city: string
  readonly date: string
}

export interface Match {
  readonly scores: Scores
  readonly reasons: ReadonlyArray<Reason>
  readonly confidence: Confidence
}

/** A concert with its texts normalized and its day parsed once, for comparing it with many others. */
export interface PreparedConcert<C extends ConcertLike = ConcertLike> {
  readonly concert: C
  readonly artist: PreparedText
  readonly venue: PreparedText
  readonly city: string
  readonly day: number
}

export const prepareConcert = <C extends ConcertLike>(concert: C): PreparedConcert<C> => ({
  concert,
  artist: prepareText(concert.artist),
  venue: prepareText(concert.venue),
  city: normalize(concert.city),
  day: dayMillis(concert.date)
})

/** `matchOf` over prepared concerts: the same rule, without normalizing both texts again for every pair. */
export const matchOfPrepared = (a: PreparedConcert, b: PreparedConcert): Match | null => {
  if (a.concert.id === b.concert.id || a.city !== b.city) return null
  const artist = similarityOf(a.artist, b.artist)
  const venue = similarityOf(a.venue, b.venue)
  const days = daysApart(a.day, b.day)
  // The rule below, decided without building anything for the many pairs that cannot match: a flag is
  // high exactly when the artist is the same, the venue above VENUE_HIGH or the day the same.
  const raised = Number(artist > ARTIST_THRESHOLD) + Number(venue > VENUE_THRESHOLD) + Number(days <= DATE_WINDOW_DAYS)
  if (raised < 2 && artist !== 1 && !(venue > VENUE_HIGH) && days !== 0) return null
  const scores = { artist, venue, days }
  const flags = flagsOf(scores)
  const confidence = confidenceOf(flags)
  return confidence === "high" || flags.length >= 2 ? { scores, reasons: flags.map((f) => f.reason), confidence } : null
}

/** ASCII without white space other than the space: SQL lower-cases and splits it exactly as `prepareText` does. */
export const isPlain = (text: string): boolean => /^[\x00-\x08\x0e-\x7f]*$/.test(text)

/** The fewest common words that can put a text with these words above the threshold (0 with no words). */
export const wordsNeeded = (text: PreparedText, threshold: number): number => {
  const n = text.words.size
  let c = 1
  while (c < n && !(c / n > threshold)) c++
  return n === 0 ? 0 : c
}

/** The first and the last word of `inner` are inside `outer`, as when `outer` contains all of `inner`. */
const endsInside = (inner: string, outer: string): boolean => {
  const words = inner.split(" ")
  return outer.includes(words[0]!) && outer.includes(words[words.length - 1]!)
}

/**
 * A bound every match of `target` meets, cheap for a database to test over a city (the adapters' duplicate
 * candidates). A match is high (same artist, venue above VENUE_HIGH or same day) or has two flags, so it has
 * one of: the same day; an artist above ARTIST_THRESHOLD (which every pair with an artist flag has, the same
 * artist included); a venue above VENUE_HIGH; a day within DATE_WINDOW_DAYS and a venue above VENUE_THRESHOLD.
 * An artist or venue above a threshold of 0.6 or more is an equal text or common words over the threshold of
 * the longer word set, so of `target`'s (a containing name scores only 0.8); above VENUE_THRESHOLD it may also
 * be one containing the other: then every word of `target`'s is inside `other`'s, or `other`'s first and
 * last words inside `target`'s. `other`'s texts that are not plain always pass, as SQL may lower-case or
 * split them differently from JavaScript.
 */
export const mayMatch = (target: PreparedConcert, other: PreparedConcert): boolean => {
  const days = daysApart(target.day, other.day)
  const venueWords = commonWords(target.venue, other.venue)
  return (
    days === 0 ||
    !isPlain(other.concert.artist) ||
    !isPlain(other.concert.venue) ||
    commonWords(target.artist, other.artist) >= wordsNeeded(target.artist, ARTIST_THRESHOLD) ||
    venueWords >= wordsNeeded(target.venue, VENUE_HIGH) ||
    (days <= DATE_WINDOW_DAYS &&
      (venueWords >= wordsNeeded(target.venue, VENUE_THRESHOLD) ||
        [...target.venue.words].every((w) => other.venue.text.includes(w)) ||
        endsInside(other.venue.text, target.venue.text)))
  )
}

/** A match when confidence is high or at least two reasons apply; concerts of other cities are never compared. */
export const matchOf = (a: ConcertLike, b: ConcertLike): Match | null => matchOfPrepared(prepareConcert(a), prepareConcert(b))
