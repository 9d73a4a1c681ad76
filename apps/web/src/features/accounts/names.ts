/** How people are named and pictured from what we know of them (spec sections 2 and 9). */

/** The part of an e-mail before the @ (the avatar menu's "name part of the e-mail"). */
export const emailName = (email: string): string => email.split("@")[0] ?? email

/** Avatar initials: the first two letters of the e-mail's local part, uppercased. */
export const emailInitials = (email: string): string => emailName(email).slice(0, 2).toUpperCase()

/** Initials of a display name: the first letters of up to two words. */
export const nameInitials = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join("")
    .toUpperCase()

/** The name to show for a profile, falling back as the spec does. */
export const displayNameOf = (displayName: string | null, fallback = "Unknown User"): string =>
  displayName !== null && displayName.trim() !== "" ? displayName : fallback
