import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion
} from "react-aria-components"
import { toastQueue } from "./toast-queue.ts"
import * as styles from "./toast.css.ts"

/**
 * Renders the toast queue (mount once, in the app's providers). react-aria makes it a "Notifications"
 * landmark (F6 reaches it) and each toast a non-modal alertdialog whose content is role="alert"; we keep
 * that assertive role for errors and give the other tones role="status" (polite), so only destructive
 * toasts interrupt a screen reader.
 */
export function ToastRegion() {
  return (
    <AriaToastRegion queue={toastQueue} className={styles.region}>
      {({ toast }) => (
        <AriaToast toast={toast} className={`${styles.toast} ${styles.tone[toast.content.tone]}`}>
          <AriaToastContent role={toast.content.tone === "error" ? "alert" : "status"} className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description !== undefined && (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            )}
          </AriaToastContent>
          <AriaButton slot="close" className={styles.close}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  )
}
