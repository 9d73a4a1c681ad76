/** PUT /api/settings/cities: the catalogue's cities the fan goes to concerts in (none: alerts from everywhere). */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { FanCitiesDto } from "../../../../../../domain/follows/contract.ts"
import { sendJson } from "../../../app/api-client.ts"
import { concertsQueryKeyRoot } from "../../concerts/api/concerts.ts"
import { followsQueryKey } from "./keys.ts"

export const putFanCities = (cities: ReadonlyArray<string>) => sendJson("PUT", "/api/settings/cities", FanCitiesDto, { cities })

/** The follows carry the cities; the concerts page's My Cities choice lists by them. */
export function useSetFanCities() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: putFanCities,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: followsQueryKey }), queryClient.invalidateQueries({ queryKey: concertsQueryKeyRoot })])
  })
}
