/** Concert routes: GET /api/concerts lists upcoming concerts, one keyset page at a time. */
import { Effect, Option } from "effect"
import type { FastifyInstance } from "fastify"
import { UpcomingConcertsPage, UpcomingConcertsQuery } from "../../../domain/concerts/contract.ts"
import { decodeCursor, encodeCursor } from "../../../domain/concerts/cursor.ts"
import { InvalidCursor } from "../../../domain/concerts/errors.ts"
import { listUpcomingConcerts } from "../../../domain/concerts/list-upcoming-concerts.ts"
import { toConcertDto } from "../../../domain/concerts/to-dto.ts"
import { decodeInput } from "../plugins/runtime.ts"

export const concertRoutes = (app: FastifyInstance) => {
  app.get("/api/concerts", async (request): Promise<UpcomingConcertsPage> => {
    const query = decodeInput(UpcomingConcertsQuery, request.query)
    const page = await request.run(
      Effect.gen(function*() {
        const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor)
        if (after && Option.isNone(after)) return yield* new InvalidCursor({ cursor: query.cursor ?? "" })
        return yield* listUpcomingConcerts({ limit: query.limit, after: after ? Option.getOrUndefined(after) : undefined })
      })
    )
    return {
      concerts: page.concerts.map(toConcertDto),
      nextCursor: page.next ? encodeCursor(page.next) : null
    }
  })
}
