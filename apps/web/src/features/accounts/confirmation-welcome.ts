/** The spec's toast once an e-mail is confirmed (Email confirmed!), before or after signing in. */
import { toast } from "../../ui/toast-queue.ts"
import { clearPendingEmail } from "./pending-email.ts"

export const welcomeConfirmedUser = (): void => {
  clearPendingEmail()
  toast.success("Email confirmed!", "Welcome to Soundcheck! Let's find some concerts.")
}

/** Confirming signs nobody in: the person is told so and signs in next. */
export const confirmedSignInNext = (): void => {
  clearPendingEmail()
  toast.success("Email confirmed!", "Welcome to Soundcheck! Sign in with your email and password to find some concerts.")
}
