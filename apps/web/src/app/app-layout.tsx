/** The frame of every page: skip link, banner, main landmark, footer; and react-aria links routed by react-router. */
import { RouterProvider as AriaRouterProvider } from "react-aria-components"
import { Outlet, ScrollRestoration, useHref, useMatches, useNavigate, type NavigateOptions } from "react-router"
import { SkipLink } from "../ui/skip-link.tsx"
import * as styles from "./app-layout.css.ts"
import { LiveUpdates } from "./live/live-updates.tsx"
import { SiteFooter } from "./site-footer.tsx"
import { SiteHeader } from "./site-header.tsx"

declare module "react-aria-components" {
  interface RouterConfig {
    routerOptions: NavigateOptions
  }
}

export interface RouteHandle {
  /** The year the footer's copyright shows on this route; the current year when absent. */
  readonly copyrightYear?: number
}

const mainId = "main-content"

const useCopyrightYear = (): number => {
  const handles = useMatches().map((match) => match.handle as RouteHandle | undefined)
  return handles.findLast((handle) => handle?.copyrightYear !== undefined)?.copyrightYear ?? new Date().getFullYear()
}

export function AppLayout() {
  const navigate = useNavigate()
  const copyrightYear = useCopyrightYear()
  return (
    <AriaRouterProvider navigate={(path, options) => navigate(path, options)} useHref={useHref}>
      <SkipLink targetId={mainId} />
      <SiteHeader />
      <main id={mainId} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter copyrightYear={copyrightYear} />
      <LiveUpdates />
      <ScrollRestoration />
    </AriaRouterProvider>
  )
}
