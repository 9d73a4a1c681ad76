/**
 * Which live events a stream may merge. An interest change fans out to everyone who may see the person's
 * activity and makes each client refetch its concerts page and dashboard, so a burst of clicks is sent as
 * at most one event per window: the first at once, the later ones of the window as one trailing event (the
 * latest, which says as much to a client that refetches by type). Events addressed to one person are never merged.
 */
import type { LiveEvent } from "./events.ts"

export const COALESCE_WINDOW_MS = 2_000

/** The kind under which events merge, or undefined when each is delivered as it comes. */
export const coalescingKind = (event: LiveEvent): string | undefined => (event.type === "interest_changed" ? "interests" : undefined)

/**
 * The most events of one kind a stream carries for a burst lasting `durationMs`: sends are a window apart,
 * the first at the burst's start and the last (trailing) at most a window after its end, so at most
 * ⌊duration / window⌋ + 2 (two changes at one instant are already two events: the first, then the trailing one).
 */
export const maxCoalescedEvents = (durationMs: number, windowMs: number): number => Math.floor(durationMs / windowMs) + 2
