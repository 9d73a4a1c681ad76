// `npm test`: installs what is missing, then the type check, vitest (unit, property, contract, API, CLI,
// architecture) and Playwright end to end, and closes with one line: `N passed, N failed`.
//
// The type check and the web build run side by side (each keeps about one core busy); vitest and then the
// browser tests each fill both cores on their own, so they run one after the other (run together, on two
// cores, they took longer than in turn, and timed-out tests appeared).
import { spawn } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { bin, ensureChromium, ensurePackages, node24, root, webBuildCommand, webBuildStale } from "./ensure.mjs"

ensurePackages()
const hasChromium = ensureChromium()
const results = path.join(root, ".test-results")
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })
const env = { ...process.env, PATH: `${path.dirname(node24)}:${path.join(root, "node_modules/.bin")}:${process.env.PATH}` }
const started = Date.now()
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`

/** Runs a command; resolves with its exit status. */
const run = (name, command, args, extraEnv = {}) => {
  console.log(`\n== ${name}`)
  const since = Date.now()
  const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } })
  return new Promise((resolve) => {
    child.on("error", (error) => {
      console.log(`\n== ${name}: could not start (${error.message})`)
      resolve(1)
    })
    child.on("exit", (code, signal) => {
      console.log(`\n== ${name}: done in ${seconds(since)}`)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined)

let passed = 0
let failed = 0
const tally = (name, ok) => {
  if (ok) passed += 1
  else failed += 1
  console.log(`${ok ? "ok" : "FAILED"}: ${name}`)
}

const building = hasChromium && webBuildStale() ? run("web build", ...webBuildCommand) : Promise.resolve(0)
const [typecheckStatus, buildStatus] = await Promise.all([run("type check", bin("tsc"), ["-p", "tsconfig.json", "--noEmit"]), building])
tally("type check", typecheckStatus === 0)

const vitestJson = path.join(results, "vitest.json")
const vitestStatus = await run("vitest", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`])
const vitest = readJson(vitestJson)
if (vitest) {
  passed += vitest.numPassedTests
  failed += vitest.numFailedTests + (vitestStatus !== 0 && vitest.numFailedTests === 0 ? 1 : 0)
} else tally("vitest (no report)", false)

if (!hasChromium) tally("end-to-end (Chromium missing)", false)
else if (buildStatus !== 0) tally("end-to-end (the web client did not build)", false)
else {
  const playwrightJson = path.join(results, "playwright.json")
  const status = await run("end to end", bin("playwright"), ["test", "-c", "tests/e2e/playwright.config.ts", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson
  })
  const stats = readJson(playwrightJson)?.stats
  if (stats) {
    passed += stats.expected + stats.flaky
    failed += stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0)
  } else tally("playwright (no report)", false)
}

console.log(`\nin ${seconds(started)}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
