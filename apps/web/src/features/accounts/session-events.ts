/**
 * Session events (spec section 4) as a tiny emitter: "signed in", "token refreshed", "signed out". The API
 * client, the keep-alive and the auth provider emit them; any part of the app may subscribe.
 */
import type { SessionDto } from "../../../../../domain/accounts/contract.ts"

export type SessionEvent =
  | { readonly type: "signedIn"; readonly session: SessionDto }
  | { readonly type: "tokenRefreshed"; readonly session: SessionDto }
  | { readonly type: "signedOut" }

export type SessionEventType = SessionEvent["type"]
type Listener = (event: SessionEvent) => void

const listeners = new Set<Listener>()

export const sessionEvents = {
  emit(event: SessionEvent): void {
    for (const listener of [...listeners]) listener(event)
  },
  /** Listen to every event, or to one type; returns the unsubscribe function. */
  subscribe(listener: Listener, only?: SessionEventType): () => void {
    const filtered: Listener =
      only === undefined
        ? listener
        : (event) => {
            if (event.type === only) listener(event)
          }
    listeners.add(filtered)
    return () => {
      listeners.delete(filtered)
    }
  }
}
