/** Spec section 2, the Admin Panel frame: the bar with the sidebar toggle (ctrl/cmd+B), the sidebar, the page. */
import { useEffect, useRef } from "react"
import { Dialog, Modal, ModalOverlay } from "react-aria-components"
import { Outlet, useLocation } from "react-router"
import { Button } from "../../../ui/button.tsx"
import * as styles from "./admin-layout.css.ts"
import { AdminNav } from "./admin-nav.tsx"
import { icons } from "./icons.tsx"
import { useSidebar } from "./use-sidebar.ts"

const sidebarId = "admin-sidebar"

export function AdminLayout() {
  const { isMobile, open, openMobile, setOpenMobile, toggle } = useSidebar()
  const { pathname } = useLocation()
  const followedLink = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (the path) closes the phone drawer
  useEffect(() => setOpenMobile(false), [pathname, setOpenMobile])
  useEffect(() => {
    if (openMobile || !followedLink.current) return
    followedLink.current = false
    // The closing drawer hands focus back to the toggle (on the next frame); after a followed link the new
    // page's heading should have it, as after any navigation.
    requestAnimationFrame(() => document.querySelector<HTMLElement>("main h1")?.focus())
  }, [openMobile])
  const followLink = () => {
    followedLink.current = true
    setOpenMobile(false)
  }

  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <Button
          variant="ghost"
          size="small"
          onPress={toggle}
          aria-label="Toggle Sidebar"
          aria-expanded={isMobile ? openMobile : open}
          aria-controls={isMobile ? undefined : sidebarId}
        >
          {icons.panel}
        </Button>
        <span className={styles.barTitle}>Admin Panel</span>
      </header>
      <div className={styles.body}>
        {!isMobile && (
          <aside id={sidebarId} aria-label="Admin sidebar" data-collapsed={open ? undefined : true} className={styles.sidebar}>
            <AdminNav collapsed={!open} />
          </aside>
        )}
        <ModalOverlay isOpen={isMobile && openMobile} onOpenChange={setOpenMobile} isDismissable className={styles.drawerOverlay}>
          <Modal className={styles.drawer}>
            <Dialog aria-label="Admin sidebar" className={styles.drawerDialog}>
              <AdminNav collapsed={false} onNavigate={followLink} />
            </Dialog>
          </Modal>
        </ModalOverlay>
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </div>
  )
}
