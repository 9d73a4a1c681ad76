/** The app's one notification queue and the `toast` API that feature code calls. */
import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components"

export type ToastTone = "success" | "error" | "info"

export interface ToastContent {
  readonly tone: ToastTone
  readonly title: string
  readonly description?: string | undefined
}

/** Spec section 9: at most 3 visible, 4 seconds each by default. */
const maxVisibleToasts = 3
const defaultTimeoutMs = 4_000

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts })

const show =
  (tone: ToastTone) =>
  (title: string, description?: string): string =>
    toastQueue.add({ tone, title, description }, { timeout: defaultTimeoutMs })

/**
 * Show a notification: `toast.success("Settings saved successfully!")`,
 * `toast.error("Authentication failed", error.message)`. Returns the toast's key.
 * `error` is the destructive tone and is announced assertively; the others politely.
 */
export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info")
}
