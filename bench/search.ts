/**
 * Search (issue #28) as the benchmark asks it: two words with a typo ("midnite" for the world's Midnight acts),
 * and the suggestions for three letters typed.
 */
export const SEARCH_WORDS = "midnite owls"
export const SUGGEST_WORDS = "mid"
export const SEARCH_PATH = `/api/search?q=${encodeURIComponent(SEARCH_WORDS)}`
export const SUGGEST_PATH = `/api/search/suggest?q=${encodeURIComponent(SUGGEST_WORDS)}`
