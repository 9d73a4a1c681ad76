/** Whether the window is narrower than the spec's mobile breakpoint (768 px), kept up to date as it resizes. */
import { useSyncExternalStore } from "react"

const mobileQuery = "(max-width: 767px)"

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(mobileQuery)
  media.addEventListener("change", onChange)
  return () => media.removeEventListener("change", onChange)
}

export const useIsMobile = (): boolean => useSyncExternalStore(subscribe, () => window.matchMedia(mobileQuery).matches)
