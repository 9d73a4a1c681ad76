/** POST /api/admin/concerts/import/preview and /import: the CSV file as the raw body, its name in ?filename=. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { ImportReportDto } from "../../../../../../domain/curation/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"
import { invalidateConcerts } from "./admin-concerts.ts"

const upload = (path: string, file: File) =>
  fetchJson(`${path}?filename=${encodeURIComponent(file.name)}`, ImportReportDto, {
    method: "POST",
    body: file,
    headers: { "Content-Type": "text/csv" }
  })

/** Nothing is written: the counts, the duplicate and invalid rows, a sample of the valid ones. */
export const previewImport = (file: File) => upload("/api/admin/concerts/import/preview", file)

/** Only the valid rows, in one transaction; 400 NoValidRows when there are none. */
export const importConcerts = (file: File) => upload("/api/admin/concerts/import", file)

export const usePreviewImport = () => useMutation({ mutationFn: previewImport })

export const useImportConcerts = () => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: importConcerts, onSuccess: () => invalidateConcerts(queryClient) })
}
