// The end-to-end suite's servers, one per Playwright worker (worker n talks to `e2eBasePort + n`): shared by
// playwright.config.ts, support/test.ts and `npm test`, which starts them while vitest runs (scripts/test.mjs).
// Plain JavaScript: `npm test` runs on any Node.

/** The first worker's port. */
export const e2eBasePort = Number(process.env.E2E_PORT ?? 4310)

/**
 * Three workers on two cores: a journey waits (toasts, merged live events, debounces) about an eighth of its
 * time, and a third worker fills those gaps (the whole suite on a quiet 2-core machine: 306 s with two workers,
 * 276 s with three).
 */
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? 3)

/** The ports of the servers, one per worker. */
export const e2ePorts = () => Array.from({ length: e2eWorkers }, (_, index) => e2eBasePort + index)

/** What a server answers once it is up. */
export const healthUrl = (port) => `http://127.0.0.1:${port}/api/health`
