import { defineConfig, devices } from "@playwright/test"
import { chromiumHeadlessShell } from "../../scripts/ensure.mjs"
import { e2eBasePort, e2ePorts, e2eWorkers, healthUrl } from "./servers.mjs"

// One server (on its own database) per worker: servers.mjs, support/test.ts.
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // E2E_OUTPUT_DIR and E2E_PORT let two runs share a machine without clobbering each other.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "../../test-results",
  fullyParallel: false,
  workers: e2eWorkers,
  // A failed test runs once more, recording its trace (every action, a DOM snapshot around each, the network)
  // for a person to step through. Recording every test's trace to keep only the failures' was a fifth of the
  // suite's CPU (friends + invitations + admin, all processes: 146 → 118 CPU-s, mean of three). A test that
  // passes only on its second run is flaky, and that fails the run as a failure would: nothing passes on a retry.
  retries: 1,
  failOnFlakyTests: true,
  // Budgets with room for a machine three times slower than usual (CI ran the journeys so on 2 December, and journeys
  // of 20 to 30 s failed at 60 s): a passing run takes no longer for them, a stuck one is still cut off.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://127.0.0.1:${e2eBasePort}`,
    // The screencast (a JPEG of every frame of every page) is left out of the trace; E2E_TRACE_SCREENCAST=1
    // records it again.
    trace: { mode: "on-first-retry", snapshots: true, screenshots: process.env.E2E_TRACE_SCREENCAST === "1" },
    launchOptions: {
      executablePath: chromiumHeadlessShell,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync"
      ]
    }
  },
  // `npm test` starts the servers while vitest runs and says so with E2E_SERVERS_STARTED=1; else Playwright does.
  webServer: e2ePorts().map((port) => ({
    command: "node tests/e2e/serve.ts",
    cwd: "../..",
    env: { E2E_PORT: String(port) },
    url: healthUrl(port),
    timeout: 120_000,
    reuseExistingServer: process.env.E2E_SERVERS_STARTED === "1",
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 }
  }))
})
