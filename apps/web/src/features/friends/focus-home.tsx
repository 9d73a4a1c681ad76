/**
 * Where focus goes when the control that held it disappears (a request answered, a friend removed, Add
 * Friend turned into Request Sent): a home nearby, so keyboard and screen-reader users stay where they were
 * working instead of starting again from the top of the page.
 */
import { createContext, useCallback, useContext, useRef, type ReactNode } from "react"
import * as styles from "./friends.css.ts"

/** How long after an action focus is watched for, in case its control disappears. */
const RETURN_WINDOW_MS = 3_000

const ReturnFocusContext = createContext<() => void>(() => undefined)

export interface FocusHomeProps {
  readonly children: ReactNode
  /** `list` (default) stacks its children; `inline` wraps one action without changing the layout. */
  readonly look?: "list" | "inline"
}

export function FocusHome({ children, look = "list" }: FocusHomeProps) {
  const home = useRef<HTMLDivElement>(null)
  const returnFocus = useCallback(() => {
    // Only when focus goes down with the removed control, never taking it from wherever the user has moved
    // it. The control may go a little later than the action's success (a dialog first gives focus back to
    // its trigger, then the refetch, or a live update, removes the row), so watch for a few seconds.
    const until = performance.now() + RETURN_WINDOW_MS
    const check = () => {
      if (document.activeElement === null || document.activeElement === document.body) {
        const next = look === "inline" ? home.current?.querySelector<HTMLElement>("a[href], button:not([disabled])") : null
        ;(next ?? home.current)?.focus()
      } else if (performance.now() < until) window.requestAnimationFrame(check)
    }
    window.requestAnimationFrame(check)
  }, [look])
  return (
    <ReturnFocusContext value={returnFocus}>
      <div ref={home} tabIndex={-1} className={styles.home[look]}>
        {children}
      </div>
    </ReturnFocusContext>
  )
}

/** Call after an action whose success replaces or removes the focused control. */
export const useReturnFocus = (): (() => void) => useContext(ReturnFocusContext)
