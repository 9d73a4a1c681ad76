/** The spec's welcome once an e-mail is confirmed (toast "Email confirmed!"). */
import { toast } from "../../ui/toast-queue.ts"
import { clearPendingEmail } from "./pending-email.ts"

export const welcomeConfirmedUser = (): void => {
  clearPendingEmail()
  toast.success("Email confirmed!", "Welcome to Soundcheck! Let's find some concerts.")
}
