/** Client-side checks of the sign-in form (spec section 5), with the messages the fields show. */
import { emailShape } from "../../../../../domain/accounts/email-shape.ts"

export const minPasswordLength = 6

export const validateEmail = (value: string): string | null => {
  if (value.trim() === "") return "Email is required"
  if (!emailShape.test(value.trim())) return "Please enter a valid email"
  return null
}

export const validatePassword = (value: string): string | null => {
  if (value === "") return "Password is required"
  if (value.length < minPasswordLength) return "Password must be at least 6 characters long."
  return null
}
