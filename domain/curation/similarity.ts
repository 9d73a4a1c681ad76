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

/** 1 if equal, 0.8 if one contains the other, else the share of common words (of the longer word set). */
export const similarity = (a: string, b: string): number => {
  const x = normalize(a)
  const y = normalize(b)
  if (x === y) return 1
  if (x.includes(y) || y.includes(x)) return 0.8
  const wx = wordsOf(x)
  const wy = wordsOf(y)
  const longer = Math.max(wx.size, wy.size)
  if (longer === 0) return 0
  return [...wx].filter((w) => wy.has(w)).length / longer
}

export const sameCity = (a: string, b: string): boolean => normalize(a) === normalize(b)

/** Whole days between two calendar dates (YYYY-MM-DD), never negative. */
export const daysBetween = (a: string, b: string): number =>
  Math.round(Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000)

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

/** A match when confidence is high or at least two reasons apply; concerts of other cities are never compared. */
export const matchOf = (a: ConcertLike, b: ConcertLike): Match | null => {
  if (a.id === b.id || !sameCity(a.city, b.city)) return null
  const scores = { artist: similarity(a.artist, b.artist), venue: similarity(a.venue, b.venue), days: daysBetween(a.date, b.date) }
  const flags = flagsOf(scores)
  const confidence = confidenceOf(flags)
  return confidence === "high" || flags.length >= 2 ? { scores, reasons: flags.map((f) => f.reason), confidence } : null
}
