/** GET /api/admin/concerts/:id: one concert for the edit form (404 ConcertNotFound for an unknown id). */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { AdminConcertDto } from "../../../../../../domain/curation/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"
import { adminConcertsKeyRoot } from "./admin-concerts.ts"

export const getAdminConcert = (id: string) => fetchJson(`/api/admin/concerts/${encodeURIComponent(id)}`, AdminConcertDto)

export const adminConcertQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...adminConcertsKeyRoot, "one", id], queryFn: () => getAdminConcert(id), retry: false, staleTime: 0 })

export const useAdminConcert = (id: string) => useQuery(adminConcertQueryOptions(id))
