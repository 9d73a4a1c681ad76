import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: [
      "domain/**/*.test.ts",
      "adapters/**/*.test.ts",
      "apps/api/**/*.test.ts",
      "apps/web/src/**/*.test.ts",
      "cli/**/*.test.ts",
      "tests/{contracts,api,cli,models,architecture}/**/*.test.ts"
    ],
    globalSetup: ["tests/support/global-setup.ts"],
    // Room for a loaded machine (a test of 7 s here took three times as long on CI on 2 December).
    testTimeout: 40_000,
    // Files share their worker's module cache (a third of the run was re-importing the same modules): no test
    // may leave global state behind (fake timers are restored after each test).
    isolate: false,
    // One file per core. vitest's default is one fewer than the cores (a single worker on 2 cores), which ran
    // the files one after the other: 238 s on a fresh clone, with the files' own times summing to 204 s.
    maxWorkers: 2,
    hookTimeout: 60_000
  }
})
