/**
 * The reader's colour theme: System (the default, follows `prefers-color-scheme`), Light or Dark, kept in
 * localStorage. public/theme-init.js applies a saved choice before the first paint; this module applies
 * changes, including ones made in another tab.
 */
import { useSyncExternalStore } from "react"

export type ThemePreference = "system" | "light" | "dark"

/** The same key as public/theme-init.js. */
const storageKey = "soundcheck-theme"

const listeners = new Set<() => void>()

const readPreference = (): ThemePreference => {
  try {
    const stored = window.localStorage.getItem(storageKey)
    return stored === "light" || stored === "dark" ? stored : "system"
  } catch {
    return "system"
  }
}

/**
 * index.html's theme-color tags (one per scheme) colour the browser's toolbar: under System each applies with
 * its scheme; a chosen theme's tag applies always and the other never (as public/theme-init.js does on load).
 */
const applyToolbarColour = (preference: ThemePreference): void => {
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-scheme]')) {
    const scheme = meta.dataset.scheme
    meta.media = preference === "system" ? `(prefers-color-scheme: ${scheme})` : scheme === preference ? "all" : "not all"
  }
}

const apply = (preference: ThemePreference): void => {
  const root = document.documentElement
  if (preference === "system") delete root.dataset.theme
  else root.dataset.theme = preference
  applyToolbarColour(preference)
}

const notify = (): void => {
  for (const listener of listeners) listener()
}

/** Choose and remember a theme; it applies at once, in this tab and in the others. */
export const setThemePreference = (preference: ThemePreference): void => {
  try {
    if (preference === "system") window.localStorage.removeItem(storageKey)
    else window.localStorage.setItem(storageKey, preference)
  } catch {
    // Not remembered when storage is off; the choice still applies to this page.
  }
  apply(preference)
  notify()
}

const onStorage = (event: StorageEvent): void => {
  if (event.key !== storageKey && event.key !== null) return
  apply(readPreference())
  notify()
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener)
  if (listeners.size === 1) window.addEventListener("storage", onStorage)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener("storage", onStorage)
  }
}

/** The current choice; re-renders when it changes. */
export const useThemePreference = (): ThemePreference => useSyncExternalStore(subscribe, readPreference)
