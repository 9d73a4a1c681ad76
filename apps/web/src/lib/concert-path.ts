/** Where a concert lives: its page (issue #28), which every place that shows a concert links to. */
export const concertPath = (concertId: string): string => `/concerts/${encodeURIComponent(concertId)}`

/** The page's full address, as a link shared with a friend carries it (no query, no fragment). */
export const concertUrl = (concertId: string, origin: string): string => `${origin}${concertPath(concertId)}`
