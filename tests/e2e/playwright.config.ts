import { defineConfig, devices } from "@playwright/test"

const port = Number(process.env.E2E_PORT ?? 4310)
// One server (on its own database) per worker: worker n talks to port + n (see support/test.ts).
const workers = Number(process.env.E2E_WORKERS ?? 2)

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // E2E_OUTPUT_DIR and E2E_PORT let two runs share a machine without clobbering each other.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "../../test-results",
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace (every action, a DOM snapshot around each, the network) for a person to
    // step through. The screencast in it, a JPEG of every frame of every page, was a fifth of the suite's CPU
    // (measured: 195 → 150 CPU-s for friends + invitations); E2E_TRACE_SCREENCAST=1 records it again.
    trace: { mode: "retain-on-failure", snapshots: true, screenshots: process.env.E2E_TRACE_SCREENCAST === "1" },
    launchOptions: {
      executablePath: "/usr/bin/chromium",
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
