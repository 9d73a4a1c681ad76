/** The frame of every page: skip link, banner, main landmark, footer; and react-aria links routed by react-router. */
import { RouterProvider as AriaRouterProvider } from "react-aria-components"
import { Outlet, ScrollRestoration, useHref, useMatches, useNavigate, type NavigateOptions } from "react-router"
import { useAuth } from "../features/accounts/auth-context.ts"
import { SkipLink } from "../ui/skip-link.tsx"
import * as styles from "./app-layout.css.ts"
import { lazyComponent } from "./lazy-page.tsx"
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

// The live connection and what it decodes and invalidates load once signed in: visitors never need them.
const LiveStream = lazyComponent(() => import("./live/live-updates.tsx").then((module) => module.LiveStream))

/** Signed in, the one live stream (a new one for another user). */
function LiveUpdates() {
  const { user } = useAuth()
  return user === null ? null : <LiveStream key={user.id} />
}

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
