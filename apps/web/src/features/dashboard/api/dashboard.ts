/** GET /api/dashboard: the four counts, the two short lists and the group opportunities. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { DashboardDto } from "../../../../../../domain/concerts/discovery-contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

export const getDashboard = () => fetchJson("/api/dashboard", DashboardDto)

export const dashboardQueryOptions = () => queryOptions({ queryKey: ["dashboard"], queryFn: getDashboard })

export const useDashboard = () => useQuery(dashboardQueryOptions())
