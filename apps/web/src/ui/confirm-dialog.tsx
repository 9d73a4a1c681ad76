import { useState, type ReactElement } from "react"
import { AlertDialog } from "./alert-dialog.tsx"
import { Button } from "./button.tsx"

export interface ConfirmDialogProps {
  /** The Button that opens the dialog. */
  readonly trigger: ReactElement
  /** The dialog's heading and name ("Remove Friend"). */
  readonly title: string
  /** What confirming does, read as the dialog's description. */
  readonly description: string
  /** The confirm button's label ("Remove Friend"). */
  readonly confirmLabel: string
  /** The dismiss button's label. Default "Cancel". */
  readonly cancelLabel?: string
  /** Runs on confirm; the dialog shows the busy label until it settles, then closes. Report failures inside. */
  readonly onConfirm: () => Promise<unknown>
  /** Shown on the confirm button while `onConfirm` runs. Default "Working...". */
  readonly busyLabel?: string
}

/** A confirmation before an action that cannot be taken back: an AlertDialog with one destructive action. */
export function ConfirmDialog({ trigger, title, description, confirmLabel, cancelLabel = "Cancel", onConfirm, busyLabel = "Working..." }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false)
  const confirm = async (close: () => void) => {
    if (busy) return
    setBusy(true)
    await onConfirm().catch(() => undefined)
    setBusy(false)
    close()
  }
  return (
    <AlertDialog
      trigger={trigger}
      title={title}
      description={description}
      cancelLabel={cancelLabel}
      actions={(close) => (
        <Button variant="destructive" isBusy={busy} onPress={() => void confirm(close)}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      )}
    />
  )
}
