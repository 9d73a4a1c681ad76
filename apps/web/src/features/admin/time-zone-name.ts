/** The City Time Zones setting's check (issue #31): an IANA zone name this browser knows, in its canonical spelling. */

/** "europe/berlin" → "Europe/Berlin"; null for a name Intl does not know (the server checks again). */
export const canonicalTimeZone = (name: string): string | null => {
  const trimmed = name.trim()
  if (trimmed === "" || trimmed.length > 64) return null
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: trimmed }).resolvedOptions().timeZone
  } catch {
    return null
  }
}
