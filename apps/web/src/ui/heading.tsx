import { useEffect, useRef } from "react"
import { Heading as AriaHeading } from "react-aria-components"
import { useLocation } from "react-router"
import * as styles from "./heading.css.ts"

export interface PageHeadingProps {
  /** The visible heading text. */
  readonly children: string
  /** The whole document title for this page, e.g. "Page not found — Soundcheck". */
  readonly documentTitle: string
  /** Replaces the default page-heading look (the landing hero is larger). */
  readonly className?: string
}

/**
 * The page's one h1. It names the document and, after a client-side navigation (not on the first load),
 * takes focus so screen-reader users hear the new page and keyboard users start from its top.
 */
export function PageHeading({ children, documentTitle, className }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null)
  const location = useLocation()
  const isFirstLoad = location.key === "default"

  useEffect(() => {
    document.title = documentTitle
  }, [documentTitle])

  // Keyed on the path only: a hash or search change (skip link, filters) is not a new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger; isFirstLoad is read as of then
  useEffect(() => {
    if (!isFirstLoad) ref.current?.focus()
  }, [location.pathname])

  return (
    <AriaHeading level={1} ref={ref} tabIndex={-1} className={className ?? styles.pageHeading}>
      {children}
    </AriaHeading>
  )
}
