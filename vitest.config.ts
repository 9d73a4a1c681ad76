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
    testTimeout: 20_000,
    // Files share their worker's module cache (a third of the run was re-importing the same modules): no test
    // may leave global state behind (fake timers are restored after each test).
    isolate: false,
    hookTimeout: 60_000
  }
})
