/**
 * `npm run test:cluster`: the production topology on one machine (apps/cluster) — the PostgreSQL primary and replica,
 * and the failover drills through HAProxy. Real servers of their own on free ports, one file at a time.
 */
import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    root: new URL("../..", import.meta.url).pathname,
    include: ["apps/cluster/**/*.test.ts", "tests/cluster/**/*.test.ts"],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false
  }
})
