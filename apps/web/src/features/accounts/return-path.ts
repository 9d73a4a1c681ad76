/** Where /auth sends a user once signed in: the protected page they came from, else the landing page. */
import type { Location } from "react-router"

export interface ReturnState {
  readonly from?: Location
}

export const returnPathFrom = (state: unknown): string => {
  const from = (state as ReturnState | null)?.from
  return from === undefined ? "/" : `${from.pathname}${from.search}`
}
