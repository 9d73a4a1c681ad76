/** Concert search (signed in): the results page and the suggestions offered as one types, both rate-limited per user. */
import type { FastifyInstance } from "fastify"
import { MAX_SUGGESTIONS, SEARCH_PAGE_SIZE, SearchPage, SearchQuery, SuggestQuery, Suggestions } from "../../../domain/search/contract.ts"
import { limitSearch, limitSuggest, searchConcerts, suggestConcerts } from "../../../domain/search/search.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

const tag = "Search"

const MATCHING =
  "Words match the artist, venue or city without regard to letter case, accents or punctuation, forgiving a typo or two " +
  "(trigram similarity of at least 0.3); every word must match. At most the first 10 distinct words are read."

export const searchRoutes = (app: FastifyInstance) => {
  const signedIn = { preHandler: requireUser }

  app.get(
    "/api/search",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Concerts whose artist, venue or city match the words, best match first, then soonest",
          description:
            `${MATCHING} Upcoming concerts (today and later, UTC) unless past=true; each annotated as on the concerts page, ` +
            `with its friends and activity filters (defaults anyone, all). limit ${SEARCH_PAGE_SIZE} (1 to 100); cursor is the previous page's nextCursor. ` +
            "120 searches a minute per user, 600 per address.",
          query: SearchQuery,
          responses: { 200: SearchPage },
          errors: ["EmptySearch", "InvalidCursor", "RateLimited"]
        }
      }
    },
    async (request): Promise<SearchPage> => {
      const { q, past, ...options } = decodeInput(SearchQuery, request.query)
      const userId = viewerOf(request).id
      return request.run(searchConcerts(userId, q, { ...options, past: past === "true", admit: limitSearch(userId, request.ip) }))
    }
  )

  app.get(
    "/api/search/suggest",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Artists, venues and cities with upcoming concerts for the words typed so far",
          description:
            `${MATCHING} The last word also matches the words it begins; a one-letter last word is left out (alone: no suggestions). At most ${MAX_SUGGESTIONS}: artists, then venues, then cities; ` +
            "within each the best match, then the most upcoming concerts. 300 a minute per user, 1,200 per address.",
          query: SuggestQuery,
          responses: { 200: Suggestions },
          errors: ["EmptySearch", "RateLimited"]
        }
      }
    },
    async (request): Promise<Suggestions> => {
      const { q } = decodeInput(SuggestQuery, request.query)
      return request.run(suggestConcerts(q, limitSuggest(viewerOf(request).id, request.ip)))
    }
  )
}
