/** GET /api/artists/:key: an artist's page as the viewer sees it (its name, whether they follow it, its upcoming concerts). */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { ArtistPageDto } from "../../../../../../domain/follows/contract.ts"
import { fetchJson, hasStatus } from "../../../app/api-client.ts"
import { artistQueryKeyRoot } from "./keys.ts"

export const getArtist = (key: string) => fetchJson(`/api/artists/${encodeURIComponent(key)}`, ArtistPageDto)

/** A 400 or 404 is an answer (no such artist), not worth retrying. */
export const artistQueryOptions = (key: string) =>
  queryOptions({
    queryKey: [...artistQueryKeyRoot, key],
    queryFn: () => getArtist(key),
    retry: (failures, error) => !hasStatus(error, 404) && !hasStatus(error, 400) && failures < 2
  })

export const useArtist = (key: string) => useQuery(artistQueryOptions(key))
