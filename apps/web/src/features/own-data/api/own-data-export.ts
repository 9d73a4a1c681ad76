/**
 * "Download your data" (issue #30): GET /api/account/export (the latest export still kept, polled while it is
 * being made) and POST /api/account/export (ask for a new one: 202 with it, 429 ExportLimited once a day).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { ExportDto, LatestExport } from "../../../../../../domain/own-data/contract.ts"
import { fetchJson, sendJson } from "../../../app/api-client.ts"
import { exportPollInterval } from "../export-view.ts"

const PATH = "/api/account/export"

export const latestExportQueryOptions = () => queryOptions({ queryKey: ["own-data", "export"], queryFn: () => fetchJson(PATH, LatestExport) })

/** The latest export, asked again every few seconds while it is being made. */
export const useLatestExport = () => useQuery({ ...latestExportQueryOptions(), refetchInterval: (query) => exportPollInterval(query.state.data?.export) })

export const useRequestExport = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => sendJson("POST", PATH, ExportDto),
    onSuccess: (created) => queryClient.setQueryData(latestExportQueryOptions().queryKey, { export: created }),
    // Refused (once a day): the export that counts may have been asked for elsewhere; show it.
    onError: () => queryClient.invalidateQueries({ queryKey: latestExportQueryOptions().queryKey })
  })
}
