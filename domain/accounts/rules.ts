/** Pure rules of accounts: display-name fallback, initials, token lifetimes and expiry. */
import { CONTROL_CHARACTERS } from "../kernel/limits.ts"
import { MAX_DISPLAY_NAME_LENGTH } from "./contract.ts"

const CONTROL_CHARACTERS_ALL = new RegExp(CONTROL_CHARACTERS.source, "g")

export const FALLBACK_DISPLAY_NAME = "User"

export const localPart = (email: string): string => email.trim().split("@")[0]?.trim() ?? ""

/** Spec §4: the sign-up name trimmed, else the e-mail's local part, else "User". */
export const displayNameFor = (signupName: string | null | undefined, email: string): string => {
  const given = signupName?.trim() ?? ""
  if (given !== "") return given
  // An address may be far longer than a name, and hold characters a name may not: the part kept fits the name's rules.
  const local = [...localPart(email).replace(CONTROL_CHARACTERS_ALL, "")].slice(0, MAX_DISPLAY_NAME_LENGTH).join("").trim()
  return local !== "" ? local : FALLBACK_DISPLAY_NAME
}

/** Spec §9: the first letters of up to two words, uppercased. */
export const initials = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== "")
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join("")

export type TokenPurpose = "confirm_email" | "password_reset"

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  confirm_email: 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000
}

export const tokenExpiry = (purpose: TokenPurpose, issuedAt: number): number => issuedAt + TOKEN_LIFETIME_MS[purpose]

/** A token is usable strictly before its expiry instant. */
export const isExpired = (expiresAt: number, now: number): boolean => now >= expiresAt

/** Refresh tokens (and so a session family's life without use) last 30 days; access tokens 15 minutes. */
export const REFRESH_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000
export const ACCESS_LIFETIME_SECONDS = 15 * 60
