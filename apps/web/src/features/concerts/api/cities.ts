/** GET /api/concerts/cities: the distinct cities, sorted, for the City filter. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { CitiesList } from "../../../../../../domain/concerts/discovery-contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

export const getCities = () => fetchJson("/api/concerts/cities", CitiesList)

export const citiesQueryOptions = () => queryOptions({ queryKey: ["concerts", "cities"], queryFn: getCities })

export const useCities = () => useQuery(citiesQueryOptions())
