/**
 * How search matches words (issue #28): trigram similarity as PostgreSQL's pg_trgm measures one word, in whole
 * thousandths so that JavaScript and SQL agree to the last digit, and the score of a concert or a suggestion.
 */
import { fold, wordsOfFolded } from "./fold.ts"

/** A query word matches a word at this similarity (pg_trgm's default `similarity_threshold`, 0.3). */
export const MATCH_PER_MILLE = 300
/** Words of a query beyond these are not read: a query's score is at most `MAX_QUERY_WORDS` × 1000. */
export const MAX_QUERY_WORDS = 10
export const MAX_SCORE = MAX_QUERY_WORDS * 1000

/** The trigrams of one word as pg_trgm makes them: every 3 characters (code points) of "  " + word + " ". */
export const trigrams = (word: string): ReadonlySet<string> => {
  const chars = [...`  ${word} `]
  const found = new Set<string>()
  for (let i = 0; i + 3 <= chars.length; i++) found.add(chars[i]! + chars[i + 1]! + chars[i + 2]!)
  return found
}

/** Shared trigrams over all the trigrams of the two (Jaccard), in whole thousandths rounded down. */
export const similarityOfTrigrams = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  let shared = 0
  for (const t of a) if (b.has(t)) shared++
  const all = a.size + b.size - shared
  return all === 0 ? 0 : Math.floor((1000 * shared) / all)
}

export const similarityPerMille = (a: string, b: string): number => similarityOfTrigrams(trigrams(a), trigrams(b))

/** The words a query searches for: the distinct words of the folded query, the first `MAX_QUERY_WORDS` of them. */
export const queryWords = (query: string): ReadonlyArray<string> => wordsOfFolded(fold(query)).slice(0, MAX_QUERY_WORDS)

/** A word of a query with its trigrams, made once per query. */
export interface QueryWord {
  readonly word: string
  readonly trigrams: ReadonlySet<string>
  /** Also matches the words it begins (the last word of a query typed so far, for suggestions). */
  readonly prefix: boolean
}

export const prepareQuery = (words: ReadonlyArray<string>, lastIsPrefix = false): ReadonlyArray<QueryWord> =>
  words.map((word, i) => ({ word, trigrams: trigrams(word), prefix: lastIsPrefix && i === words.length - 1 }))

/**
 * How well a query word matches a word, in thousandths, or 0 when it does not: its similarity when at least
 * `MATCH_PER_MILLE`; a prefix word also matches every word it begins, as 1000.
 */
export const wordMatch = (q: QueryWord, word: string): number => {
  if (q.prefix && word.startsWith(q.word)) return 1000
  const similarity = similarityOfTrigrams(q.trigrams, trigrams(word))
  return similarity >= MATCH_PER_MILLE ? similarity : 0
}

/**
 * The score of words (a concert's, or one artist's, venue's or city's) for a query: every query word must match
 * one of them, and the score is the sum over the query words of their best match. Null when one does not match.
 */
export const matchScore = (query: ReadonlyArray<QueryWord>, words: ReadonlyArray<string>): number | null => {
  let score = 0
  for (const q of query) {
    let best = 0
    for (const word of words) best = Math.max(best, wordMatch(q, word))
    if (best === 0) return null
    score += best
  }
  return score
}
