/** Spec section 2, Import CSV: choose a .csv file, read the preview, import the valid rows. */
import { useState } from "react"
import type { ImportReportDto } from "../../../../../../domain/curation/contract.ts"
import * as pageStyles from "../../../styles/page.css.ts"
import { Button } from "../../../ui/button.tsx"
import { Dialog, DialogTrigger } from "../../../ui/dialog.tsx"
import { FileTrigger } from "../../../ui/file-trigger.tsx"
import { toast } from "../../../ui/toast-queue.ts"
import { useImportConcerts, usePreviewImport } from "../api/import-concerts.ts"
import { ImportPreview } from "./import-preview.tsx"
import { isCsvFileName, toastImportFailure, toastInvalidFileType, toastPreviewFailure } from "./import-failure.ts"

const columnsHelp =
  "Columns: artist, venue, city, date (YYYY-MM-DD, MM/D/YY or MM/D/YYYY), description, image_url. " +
  "A header row may name them (band, location, town, when… in any letter case)."

function ImportCsvBody({ close }: { readonly close: () => void }) {
  const [file, setFile] = useState<File | null>(null)
  const [report, setReport] = useState<ImportReportDto | null>(null)
  const preview = usePreviewImport()
  const importing = useImportConcerts()

  const choose = (chosen: File) => {
    setReport(null)
    if (!isCsvFileName(chosen.name)) return toastInvalidFileType()
    setFile(chosen)
    preview.mutate(chosen, { onSuccess: setReport, onError: toastPreviewFailure })
  }

  const runImport = () => {
    if (file === null || report === null || importing.isPending) return
    if (report.valid === 0) return void toast.error("No valid rows to import")
    importing.mutate(file, {
      onSuccess: (done) => {
        const alerted = done.followersAlerted > 0 ? `; ${done.followersAlerted} ${done.followersAlerted === 1 ? "follower" : "followers"} alerted` : ""
        toast.success("Import successful", `Imported ${done.imported} concerts${alerted}`)
        close()
      },
      onError: toastImportFailure
    })
  }

  return (
    <>
      <p className={pageStyles.muted}>{columnsHelp}</p>
      <div className={pageStyles.actions}>
        <FileTrigger label={file === null ? "Choose CSV File" : "Choose Another File"} acceptedFileTypes={[".csv", "text/csv"]} onSelect={choose} />
      </div>
      {preview.isPending && <p role="status">Reading the file...</p>}
      {report !== null && file !== null && <ImportPreview fileName={file.name} report={report} />}
      <div className={pageStyles.actions}>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        {report !== null && (
          <Button onPress={runImport} isBusy={importing.isPending}>
            {importing.isPending ? "Importing..." : `Import ${report.valid} Valid Rows`}
          </Button>
        )}
      </div>
    </>
  )
}

/** The Import CSV button and its dialog. */
export function ImportCsvDialog() {
  return (
    <DialogTrigger>
      <Button variant="secondary">Import CSV</Button>
      <Dialog title="Import Concerts from CSV" size="wide">
        {(close) => <ImportCsvBody close={close} />}
      </Dialog>
    </DialogTrigger>
  )
}
