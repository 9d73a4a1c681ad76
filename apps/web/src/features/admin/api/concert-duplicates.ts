/** GET /api/admin/concerts/:id/duplicates: likely duplicates of one concert, strongest first. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { Schema } from "effect"
import { DuplicateCandidateDto } from "../../../../../../domain/curation/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"
import { adminConcertsKeyRoot } from "./admin-concerts.ts"

const DuplicateCandidates = Schema.Array(DuplicateCandidateDto)

export const getConcertDuplicates = (id: string) => fetchJson(`/api/admin/concerts/${encodeURIComponent(id)}/duplicates`, DuplicateCandidates)

export const concertDuplicatesQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...adminConcertsKeyRoot, "duplicates", id], queryFn: () => getConcertDuplicates(id), staleTime: 0 })

export const useConcertDuplicates = (id: string) => useQuery(concertDuplicatesQueryOptions(id))
