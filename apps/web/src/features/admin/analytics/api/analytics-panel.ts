/** GET /api/admin/analytics/{panel}?from&to (admins, issue #34): one panel's headline figures and tables for a range. */
import { queryOptions, useQueries, useQuery } from "@tanstack/react-query"
import { ANALYTICS_PANELS, type AnalyticsPanelName, AnalyticsPanelDto } from "../../../../../../../domain/analytics/contract.ts"
import { fetchJson, hasStatus } from "../../../../app/api-client.ts"
import { retryUnlessAnswered } from "../../../../lib/query-retry.ts"

export interface AnalyticsRangeQuery {
  readonly from: string
  readonly to: string
}

export const getAnalyticsPanel = (panel: AnalyticsPanelName, range: AnalyticsRangeQuery) =>
  fetchJson(`/api/admin/analytics/${panel}?${new URLSearchParams({ from: range.from, to: range.to })}`, AnalyticsPanelDto)

/** Each panel is its own query, so each shows as soon as its answer arrives; a refused range (400) is not retried. */
export const analyticsPanelQueryOptions = (panel: AnalyticsPanelName, range: AnalyticsRangeQuery) =>
  queryOptions({
    queryKey: ["admin", "analytics", panel, range.from, range.to],
    queryFn: () => getAnalyticsPanel(panel, range),
    retry: retryUnlessAnswered
  })

export const useAnalyticsPanel = (panel: AnalyticsPanelName, range: AnalyticsRangeQuery) => useQuery(analyticsPanelQueryOptions(panel, range))

/** The server's message when it refused the range (400), from whichever panel's answer said so first; else null. */
export const useRefusedRange = (range: AnalyticsRangeQuery): string | null =>
  useQueries({
    queries: ANALYTICS_PANELS.map((panel) => analyticsPanelQueryOptions(panel, range)),
    combine: (results) => results.map((result) => result.error).find((error) => hasStatus(error, 400))?.message ?? null
  })
