/** GET /api/admin/stats: total concerts, registered users, upcoming concerts (tomorrow to today + 30 days, UTC). */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { AdminStatsDto } from "../../../../../../domain/curation/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

export const getAdminStats = () => fetchJson("/api/admin/stats", AdminStatsDto)

export const adminStatsQueryOptions = () => queryOptions({ queryKey: ["admin", "stats"], queryFn: getAdminStats })

export const useAdminStats = () => useQuery(adminStatsQueryOptions())
