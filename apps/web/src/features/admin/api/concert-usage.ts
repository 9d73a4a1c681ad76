/** GET /api/admin/concerts/:id/usage (issue #31): how many fans marked a concert and how many plans are made for it. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { ConcertUsageDto } from "../../../../../../domain/curation/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"
import { adminConcertsKeyRoot } from "./admin-concerts.ts"

export const getConcertUsage = (id: string) => fetchJson(`/api/admin/concerts/${encodeURIComponent(id)}/usage`, ConcertUsageDto)

/** Read when the Delete dialog opens, always fresh: fans may have marked it since. */
export const concertUsageQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...adminConcertsKeyRoot, "usage", id], queryFn: () => getConcertUsage(id), staleTime: 0, gcTime: 0, retry: false })

export const useConcertUsage = (id: string, enabled: boolean) => useQuery({ ...concertUsageQueryOptions(id), enabled })
