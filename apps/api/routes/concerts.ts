/** Concert discovery routes (signed in): the concerts page, its cities, and one's own interest in a concert. */
import { Effect } from "effect"
import type { FastifyInstance } from "fastify"
import {
  CitiesList,
  type DiscoveryPage,
  DiscoveryQuery,
  InterestBody,
  type InterestResult
} from "../../../domain/concerts/discovery-contract.ts"
import { discover } from "../../../domain/concerts/discover.ts"
import { limitInterestChange, listCities, setInterest } from "../../../domain/concerts/interests.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

export const concertRoutes = (app: FastifyInstance) => {
  app.get("/api/concerts", { preHandler: requireUser }, async (request): Promise<DiscoveryPage> => {
    const query = decodeInput(DiscoveryQuery, request.query)
    return request.run(discover(viewerOf(request).id, { ...query, past: query.past === "true" }))
  })

  app.get("/api/concerts/cities", { preHandler: requireUser }, async (request): Promise<typeof CitiesList.Type> =>
    request.run(listCities()))

  app.put<{ Params: { id: string } }>("/api/concerts/:id/interest", { preHandler: requireUser }, async (request): Promise<typeof InterestResult.Type> => {
    const body = decodeInput(InterestBody, request.body)
    const userId = viewerOf(request).id
    return request.run(Effect.andThen(limitInterestChange(userId, request.ip), setInterest(userId, request.params.id, body.status)))
  })
}
