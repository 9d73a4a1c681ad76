/** Spec sections 4 and 9: auth loading gives up after 10 s with a logged warning. */
import { useEffect, useState } from "react"

export const authTimeoutMs = 10_000

/** True once `pending` has lasted longer than the auth time-out. */
export function useAuthTimeout(pending: boolean): boolean {
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    if (!pending) return
    const timer = window.setTimeout(() => {
      console.warn("Auth initialisation timed out after 10 seconds; continuing without a session.")
      setTimedOut(true)
    }, authTimeoutMs)
    return () => window.clearTimeout(timer)
  }, [pending])
  return timedOut
}
