/** GET /api/public/concerts/:id (no session): the catalogue's facts of one concert, for the teaser a shared link opens. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { PublicConcert } from "../../../../../../domain/concerts/discovery-contract.ts"
import { fetchJson } from "../../../app/api-client.ts"
import { retryUnlessAnswered } from "../../../lib/query-retry.ts"

export const getPublicConcert = (concertId: string) => fetchJson(`/api/public/concerts/${encodeURIComponent(concertId)}`, PublicConcert)

export const publicConcertQueryOptions = (concertId: string) =>
  queryOptions({ queryKey: ["concerts", "public", concertId], queryFn: () => getPublicConcert(concertId), retry: retryUnlessAnswered })

export const usePublicConcert = (concertId: string) => useQuery(publicConcertQueryOptions(concertId))
