/** The Firefox journeys: one vitest file driving Firefox ESR over WebDriver BiDi against a server of their own. */
import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    root: new URL("../..", import.meta.url).pathname,
    include: ["tests/firefox/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000
  }
})
