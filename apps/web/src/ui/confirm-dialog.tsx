import { useId, useState, type ReactElement } from "react"
import { Dialog as AriaDialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components"
import { Button } from "./button.tsx"
import * as styles from "./dialog.css.ts"

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

/**
 * A confirmation before an action that cannot be taken back: an alertdialog that keeps focus inside, starts
 * on the dismiss button, closes with Escape, and returns focus to its trigger.
 */
export function ConfirmDialog({ trigger, title, description, confirmLabel, cancelLabel = "Cancel", onConfirm, busyLabel = "Working..." }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false)
  const descriptionId = useId()
  const confirm = async (close: () => void) => {
    if (busy) return
    setBusy(true)
    await onConfirm().catch(() => undefined)
    setBusy(false)
    close()
  }
  return (
    <DialogTrigger>
      {trigger}
      <ModalOverlay className={styles.overlay}>
        <Modal className={styles.modal}>
          <AriaDialog role="alertdialog" aria-describedby={descriptionId} className={styles.dialog}>
            {({ close }) => (
              <>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <p id={descriptionId} className={styles.description}>
                  {description}
                </p>
                <div className={styles.actions}>
                  <Button variant="secondary" autoFocus onPress={close}>
                    {cancelLabel}
                  </Button>
                  <Button variant="destructive" isBusy={busy} onPress={() => void confirm(close)}>
                    {busy ? busyLabel : confirmLabel}
                  </Button>
                </div>
              </>
            )}
          </AriaDialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}
