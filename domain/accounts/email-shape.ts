/**
 * The shape of an e-mail address, shared by the server's rule and the sign-in form: one @, something on both
 * sides, dot-separated non-empty labels in the domain, no spaces. Each class excludes the character that ends
 * it, so there is one way to match and the test is linear. Check the length (MAX_EMAIL_LENGTH) first.
 */
export const emailShape = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
