/** Client-side checks of the sign-in form (spec section 5), with the messages the fields show. */

export const minPasswordLength = 6

// The server's shape (domain/accounts/credentials.ts): each class excludes the character that ends it, so it is linear.
const emailShape = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

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
