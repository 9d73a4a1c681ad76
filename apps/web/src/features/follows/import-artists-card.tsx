/**
 * /settings (issue #32): "Import artists". Paste a list or choose a .txt or .csv file (read here, in the browser: one
 * artist a line, or an `artist` column, the shape of a music library export); Preview shows what the catalogue has
 * and what will be followed anyway; then Follow N artists follows them all at once.
 */
import { useRef, useState } from "react"
import type { ImportArtistsDto } from "../../../../../domain/follows/contract.ts"
import { MAX_IMPORT_TEXT_LENGTH, MAX_IMPORTED_ARTISTS } from "../../../../../domain/follows/contract.ts"
import * as pageStyles from "../../styles/page.css.ts"
import { Button } from "../../ui/button.tsx"
import { Card } from "../../ui/card.tsx"
import { FileTrigger } from "../../ui/file-trigger.tsx"
import { TextAreaField } from "../../ui/text-area-field.tsx"
import { toast } from "../../ui/toast-queue.ts"
import { failureMessage } from "../friends/failure.ts"
import { FocusHome, useReturnFocus } from "../friends/focus-home.tsx"
import { useImportArtists, usePreviewArtistImport } from "./api/import-artists.ts"
import * as styles from "./follows.css.ts"
import { fileRefusal, followArtistsText, importCount, importDoneText, importSummary, listFromFileText, overCapText } from "./import-text.ts"

function PreviewList({ title, artists }: { readonly title: string; readonly artists: ImportArtistsDto["matched"] }) {
  if (artists.length === 0) return null
  return (
    <>
      <h3 className={styles.subheading}>{title}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long list scrolls, and keyboard users must reach it */}
      <ul className={styles.previewList} aria-label={title} tabIndex={0}>
        {artists.map((artist) => (
          <li key={artist.key}>{artist.artist}</li>
        ))}
      </ul>
    </>
  )
}

export function ImportArtistsCard() {
  return (
    <Card title="Import artists">
      {/* A done import clears the list and its preview, Follow N artists with it: focus lands on this home. */}
      <FocusHome>
        <ImportArtists />
      </FocusHome>
    </Card>
  )
}

function ImportArtists() {
  const returnFocus = useReturnFocus()
  const [text, setText] = useState("")
  /** The preview of exactly `text`; editing the list drops it. */
  const [preview, setPreview] = useState<{ readonly text: string; readonly result: ImportArtistsDto } | null>(null)
  const previewing = usePreviewArtistImport()
  const importing = useImportArtists()
  const summary = useRef<HTMLParagraphElement>(null)
  const current = preview !== null && preview.text === text ? preview.result : null

  const edit = (next: string) => {
    setText(next)
    setPreview(null)
  }

  const choose = (file: File) => {
    const refusal = fileRefusal(file.name, file.size)
    if (refusal !== null) return void toast.error(refusal)
    file.text().then(
      (content) => {
        const list = listFromFileText(content)
        if (list === null) toast.error("The file is too long")
        else edit(list)
      },
      () => toast.error("Failed to read the file")
    )
  }

  const runPreview = () => {
    if (previewing.isPending) return
    if (text.trim() === "") return void toast.error("Paste or choose a list of artists first")
    const sent = text
    previewing.mutate(sent, {
      onSuccess: (result) => {
        setPreview({ text: sent, result })
        // The summary is what Preview produced: focus goes there so it is read, and Follow N artists is next.
        window.requestAnimationFrame(() => summary.current?.focus())
      },
      onError: (error) => toast.error("Failed to preview the import", failureMessage(error))
    })
  }

  const runImport = () => {
    if (current === null || importing.isPending) return
    importing.mutate(text, {
      onSuccess: (done) => {
        toast.success(importDoneText(done.followed))
        returnFocus()
        edit("")
      },
      onError: (error) => toast.error("Failed to import artists", failureMessage(error))
    })
  }

  const count = current === null ? 0 : importCount(current)
  const overCap = current === null ? null : overCapText(current)
  return (
    <>
      <TextAreaField
        label="Artists to follow"
        description={`One artist a line, or a CSV file with an artist column. At most ${MAX_IMPORTED_ARTISTS} at a time.`}
        value={text}
        onChange={edit}
        maxLength={MAX_IMPORT_TEXT_LENGTH}
        rows={6}
      />
      <div className={pageStyles.actions}>
        <FileTrigger label="Choose File" acceptedFileTypes={[".txt", ".csv", "text/plain", "text/csv"]} onSelect={choose} />
        <Button variant="secondary" isBusy={previewing.isPending} onPress={runPreview}>
          {previewing.isPending ? "Previewing..." : "Preview"}
        </Button>
      </div>
      {current !== null && (
        <>
          <p ref={summary} tabIndex={-1}>
            {importSummary(current)}
          </p>
          <PreviewList title="In the catalogue" artists={current.matched} />
          <PreviewList title="Not in the catalogue yet, followed anyway" artists={current.unmatched} />
          {overCap !== null && <p role="alert">{overCap}</p>}
          {count > 0 && overCap === null && (
            <div className={pageStyles.actions}>
              <Button isBusy={importing.isPending} onPress={runImport}>
                {importing.isPending ? "Following..." : followArtistsText(count)}
              </Button>
            </div>
          )}
        </>
      )}
    </>
  )
}
