/** GET and PUT /api/admin/city-time-zones (issue #31): each city's IANA zone; a city without one uses the server's. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { Schema } from "effect"
import { type CityTimeZoneBody, CityTimeZoneDto } from "../../../../../../domain/curation/contract.ts"
import { fetchJson, sendEmpty } from "../../../app/api-client.ts"

const CityTimeZones = Schema.Array(CityTimeZoneDto)

export const cityTimeZonesKey = ["admin", "city-time-zones"] as const

export const getCityTimeZones = () => fetchJson("/api/admin/city-time-zones", CityTimeZones)

export const cityTimeZonesQueryOptions = () => queryOptions({ queryKey: cityTimeZonesKey, queryFn: getCityTimeZones })

export const useCityTimeZones = () => useQuery(cityTimeZonesQueryOptions())

export const setCityTimeZone = (body: CityTimeZoneBody) => sendEmpty("PUT", "/api/admin/city-time-zones", body)

export const useSetCityTimeZone = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setCityTimeZone,
    // A city's zone changes the times shown on its concerts' pages and cards.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: cityTimeZonesKey }), queryClient.invalidateQueries({ queryKey: ["concerts"] })])
  })
}
