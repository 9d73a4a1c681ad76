/** The admin sidebar's state: expanded or icons on wide screens (remembered), a drawer under 768 px, ctrl/cmd+B. */
import { useCallback, useEffect, useState } from "react"
import { useIsMobile } from "../../../lib/use-is-mobile.ts"
import { readSidebarOpen, writeSidebarOpen } from "./sidebar-cookie.ts"

export interface SidebarState {
  readonly isMobile: boolean
  /** Wide screens: the sidebar shows labels (16rem) rather than icons only (3rem). */
  readonly open: boolean
  /** Phones: the drawer (18rem) is showing. */
  readonly openMobile: boolean
  readonly setOpenMobile: (open: boolean) => void
  /** What the toggle button and the shortcut do on this screen size. */
  readonly toggle: () => void
}

export function useSidebar(): SidebarState {
  const isMobile = useIsMobile()
  const [open, setOpen] = useState(readSidebarOpen)
  const [openMobile, setOpenMobile] = useState(false)

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((current) => !current)
      return
    }
    setOpen((current) => {
      writeSidebarOpen(!current)
      return !current
    })
  }, [isMobile])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault()
        toggle()
      }
    }
    window.addEventListener("keydown", onKeyDown)
    return () => window.removeEventListener("keydown", onKeyDown)
  }, [toggle])

  return { isMobile, open, openMobile, setOpenMobile, toggle }
}
