/** GET /api/concerts/:id/related: other upcoming concerts by the same artist and at the same venue, soonest first. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { RelatedConcerts } from "../../../../../../domain/concerts/discovery-contract.ts"
import { fetchJson } from "../../../app/api-client.ts"
import { retryUnlessAnswered } from "../../../lib/query-retry.ts"

export const getRelatedConcerts = (concertId: string) => fetchJson(`/api/concerts/${encodeURIComponent(concertId)}/related`, RelatedConcerts)

export const relatedConcertsQueryOptions = (concertId: string) =>
  queryOptions({ queryKey: ["concerts", "related", concertId], queryFn: () => getRelatedConcerts(concertId), retry: retryUnlessAnswered })

export const useRelatedConcerts = (concertId: string) => useQuery(relatedConcertsQueryOptions(concertId))
