/** The address waiting for confirmation, kept in localStorage so /confirm-email survives a reload without a query. */
const storageKey = "soundcheck.pendingEmail"

export const readPendingEmail = (): string | null => {
  try {
    return window.localStorage.getItem(storageKey)
  } catch {
    return null
  }
}

export const storePendingEmail = (email: string): void => {
  try {
    window.localStorage.setItem(storageKey, email)
  } catch {
    // Storage may be disabled (private mode); the address still travels in the query.
  }
}

export const clearPendingEmail = (): void => {
  try {
    window.localStorage.removeItem(storageKey)
  } catch {
    // Nothing stored when storage is disabled.
  }
}
