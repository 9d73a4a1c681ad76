/** Spec §9, realtime: a heartbeat every 25 s; reconnect after 1 s, 2 s, 5 s, then every 10 s. */
export const HEARTBEAT_MS = 25_000

/** A stream silent for a heartbeat and a margin is taken for dead (a proxy or a sleeping laptop can hide the drop). */
export const WATCHDOG_MS = HEARTBEAT_MS + 10_000

const FIRST_DELAYS_MS = [1_000, 2_000, 5_000] as const
const THEN_EVERY_MS = 10_000

/** The wait before reconnect attempt `attempt` (0 for the first attempt after a drop). */
export const reconnectDelayMs = (attempt: number): number => FIRST_DELAYS_MS[attempt] ?? THEN_EVERY_MS
