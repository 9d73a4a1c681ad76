import { defineConfig, devices } from "@playwright/test"
import { chromiumHeadlessShell } from "../../scripts/ensure.mjs"

const port = Number(process.env.E2E_PORT ?? 4310)
// One server (on its own database) per worker: worker n talks to port + n (see support/test.ts). Three on two
// cores: a journey waits (toasts, merged live events, debounces) about an eighth of its time, and a third worker
// fills those gaps (the whole suite on a quiet 2-core machine: 306 s with two workers, 276 s with three).
const workers = Number(process.env.E2E_WORKERS ?? 3)

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // E2E_OUTPUT_DIR and E2E_PORT let two runs share a machine without clobbering each other.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "../../test-results",
  fullyParallel: false,
  workers,
  // A failed test runs once more, recording its trace (every action, a DOM snapshot around each, the network)
  // for a person to step through. Recording every test's trace to keep only the failures' was a fifth of the
  // suite's CPU (friends + invitations + admin, all processes: 146 → 118 CPU-s, mean of three). A test that
  // passes only on its second run is flaky, and that fails the run as a failure would: nothing passes on a retry.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: "node tests/e2e/serve.ts",
    cwd: "../..",
    env: { E2E_PORT: String(port + index) },
    url: `http://127.0.0.1:${port + index}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 }
  }))
})
