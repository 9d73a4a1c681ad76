/** Spec section 8, CSV: which toast a failed preview or import shows, read from the server's error tag. */
import { ApiError } from "../../../app/api-client.ts"
import { toast } from "../../../ui/toast-queue.ts"

export const isCsvFileName = (name: string): boolean => name.toLowerCase().endsWith(".csv")

export const toastInvalidFileType = () => toast.error("Invalid file type", "Please upload a CSV file")

const toastFileTooLarge = () => toast.error("File too large", "Please upload a CSV file of at most 8 MB.")

const codeOf = (error: unknown): string | null => (error instanceof ApiError ? error.code : null)

/** The preview failed: the file was refused, or it could not be read as CSV. */
export const toastPreviewFailure = (error: unknown): void => {
  if (codeOf(error) === "InvalidFileType") toastInvalidFileType()
  else if (codeOf(error) === "FileTooLarge") toastFileTooLarge()
  else toast.error("Error parsing CSV", "Please check your CSV format")
}

/** The import failed: nothing was written. */
export const toastImportFailure = (error: unknown): void => {
  const code = codeOf(error)
  if (code === "NoValidRows") toast.error("No valid rows to import")
  else if (code === "InvalidFileType") toastInvalidFileType()
  else if (code === "FileTooLarge") toastFileTooLarge()
  else if (code === "CsvMalformed") toast.error("Error parsing CSV", "Please check your CSV format")
  else toast.error("Import failed", error instanceof Error ? error.message : undefined)
}
