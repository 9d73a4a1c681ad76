import { type ReactElement, type ReactNode, useId } from "react"
import { Dialog as AriaDialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components"
import { Button } from "./button.tsx"
import * as styles from "./dialog.css.ts"

export interface AlertDialogProps {
  /** The Button that opens the dialog. */
  readonly trigger: ReactElement
  /** The dialog's heading and name ("Delete Concert"). */
  readonly title: string
  /** What the dialog says, read as its description; it may change while the dialog is open (counts arriving). */
  readonly description: ReactNode
  /** The dismiss button's label. Default "Cancel". */
  readonly cancelLabel?: string
  /** The actions after the dismiss button; give each a stable `key` so the focused one survives a change of the others. */
  readonly actions: (close: () => void) => ReactNode
  /** Told when the dialog opens and closes (to read what it needs only while open). */
  readonly onOpenChange?: (isOpen: boolean) => void
}

/**
 * A choice before an action that cannot be taken back (Delete Anyway, Cancel Concert Instead; ConfirmDialog's single
 * action): an alertdialog that keeps focus inside, starts on the dismiss button, closes with Escape, and returns focus
 * to its trigger.
 */
export function AlertDialog({ trigger, title, description, cancelLabel = "Cancel", actions, onOpenChange }: AlertDialogProps) {
  const descriptionId = useId()
  return (
    <DialogTrigger {...(onOpenChange === undefined ? {} : { onOpenChange })}>
      {trigger}
      <ModalOverlay className={styles.overlay}>
        <Modal className={styles.modal}>
          <AriaDialog role="alertdialog" aria-describedby={descriptionId} className={styles.dialog}>
            {({ close }) => (
              <>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {typeof description === "string" ? (
                  <p id={descriptionId} className={styles.description}>
                    {description}
                  </p>
                ) : (
                  <div id={descriptionId} className={styles.description}>
                    {description}
                  </div>
                )}
                <div className={styles.actions}>
                  <Button key="dismiss" variant="secondary" autoFocus onPress={close}>
                    {cancelLabel}
                  </Button>
                  {actions(close)}
                </div>
              </>
            )}
          </AriaDialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}
