// `npm test`: installs what is missing, then the type check, vitest (unit, property, contract, API, CLI,
// architecture) and Playwright end to end, and closes with one line: `N passed, N failed`.
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { bin, ensureChromium, ensurePackages, ensureWebBuild, node24, root } from "./ensure.mjs"

ensurePackages()
const hasChromium = ensureChromium()
const results = path.join(root, ".test-results")
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })
const env = { ...process.env, PATH: `${path.dirname(node24)}:${path.join(root, "node_modules/.bin")}:${process.env.PATH}` }
const run = (command, args, extraEnv = {}) =>
  spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } }).status

let passed = 0
let failed = 0
const tally = (name, ok, detail = "") => {
  if (ok) passed += 1
  else failed += 1
  console.log(`\n${ok ? "ok" : "FAILED"}: ${name}${detail}`)
}
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined)

console.log("\n== type check")
tally("type check", run(bin("tsc"), ["-p", "tsconfig.json", "--noEmit"]) === 0)

console.log("\n== vitest")
const vitestJson = path.join(results, "vitest.json")
const vitestStatus = run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`])
const vitest = readJson(vitestJson)
if (vitest) {
  passed += vitest.numPassedTests
  failed += vitest.numFailedTests + (vitestStatus !== 0 && vitest.numFailedTests === 0 ? 1 : 0)
} else tally("vitest (no report)", false)

console.log("\n== end to end")
if (!hasChromium) tally("end-to-end (Chromium missing)", false)
else {
  ensureWebBuild()
  const playwrightJson = path.join(results, "playwright.json")
  const status = run(bin("playwright"), ["test", "-c", "tests/e2e/playwright.config.ts", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson
  })
  const stats = readJson(playwrightJson)?.stats
  if (stats) {
    passed += stats.expected + stats.flaky
    failed += stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0)
  } else tally("playwright (no report)", false)
}

console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
