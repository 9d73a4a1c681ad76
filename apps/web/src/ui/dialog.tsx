import type { ReactNode } from "react"
import { Dialog as AriaDialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components"
import { wideModal } from "./dialog-size.css.ts"
import * as styles from "./dialog.css.ts"

export { DialogTrigger }

export interface DialogProps {
  /** The dialog's heading, which also names it. */
  readonly title: string
  /** The body; receives `close` for Cancel buttons and after a finished action. */
  readonly children: (close: () => void) => ReactNode
  /** `wide` for tables and previews. Default `default` (28rem). */
  readonly size?: "default" | "wide"
}

/**
 * A modal dialog; put it after the trigger Button inside a DialogTrigger. Focus moves in and is trapped,
 * Escape or a click outside closes it, and focus returns to the trigger.
 */
export function Dialog({ title, children, size = "default" }: DialogProps) {
  return (
    <ModalOverlay isDismissable className={styles.overlay}>
      <Modal className={size === "wide" ? wideModal : styles.modal}>
        <AriaDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              {children(close)}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  )
}
