/** GET /api/concerts/:id: one concert as the concerts page annotates it; 404 ConcertNotFound for an unknown or malformed id. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { DiscoveryConcert } from "../../../../../../domain/concerts/discovery-contract.ts"
import { fetchJson } from "../../../app/api-client.ts"
import { retryUnlessAnswered } from "../../../lib/query-retry.ts"

/** Each concert's page; interest changes patch and invalidate under this root. */
export const concertQueryKeyRoot = ["concerts", "detail"] as const

export const getConcert = (concertId: string) => fetchJson(`/api/concerts/${encodeURIComponent(concertId)}`, DiscoveryConcert)

export const concertQueryOptions = (concertId: string) =>
  queryOptions({ queryKey: [...concertQueryKeyRoot, concertId], queryFn: () => getConcert(concertId), retry: retryUnlessAnswered })

export const useConcert = (concertId: string) => useQuery(concertQueryOptions(concertId))
