// `npm test`: installs what is missing, then the type check, the lint, vitest (unit, property, contract, API, CLI,
// architecture), the main journeys in Firefox (tests/firefox), the cluster's failover drills (tests/cluster) and
// Playwright end to end in Chromium, and closes with one line: `N passed, N failed`.
//
// The machine has two cores and every phase but Playwright's leaves part of them idle (vitest alone keeps them
// about 55 % busy: its tests wait on PostgreSQL and on timers), so all but Playwright start at once: the type
// check, the lint, the web build, vitest and the cluster drills (mostly waiting on their own servers); the Firefox
// journeys (mostly waiting on one browser) and Playwright's servers as soon as the web build is there. Chromium's
// journeys fill both cores on their own (tests/e2e/servers.mjs: three workers), so they run last, alone: run beside
// vitest, both took as long as in turn. Phases share one PostgreSQL: TEST_DATABASE_URL, else the tests' embedded
// server, started here once for the whole run.
import { spawn } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { e2ePorts, healthUrl } from "../tests/e2e/servers.mjs"
import { bin, ensureChromium, ensureFirefox, ensureHaproxy, ensurePackages, node24, root, webBuildCommand, webBuildStale } from "./ensure.mjs"

ensurePackages()
const hasChromium = ensureChromium()
const hasFirefox = ensureFirefox()
// The cluster drills' load balancer (PostgreSQL's binaries are on the machine; apps/cluster installs them when not).
ensureHaproxy()
const results = path.join(root, ".test-results")
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })
const env = { ...process.env, PATH: `${path.dirname(node24)}:${path.join(root, "node_modules/.bin")}:${process.env.PATH}` }
const started = Date.now()
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`

/**
 * Runs a command; resolves with its exit status. A `quiet` run (one beside another) keeps its output until
 * it ends, so the two do not interleave.
 */
const run = (name, command, args, { extraEnv = {}, quiet = false } = {}) => {
  if (!quiet) console.log(`\n== ${name}`)
  const since = Date.now()
  const child = spawn(command, args, { cwd: root, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...env, ...extraEnv } })
  const output = []
  child.stdout?.on("data", (chunk) => output.push(chunk))
  child.stderr?.on("data", (chunk) => output.push(chunk))
  return new Promise((resolve) => {
    child.on("error", (error) => {
      console.log(`\n== ${name}: could not start (${error.message})`)
      resolve(1)
    })
    child.on("close", (code, signal) => {
      if (quiet) process.stdout.write(`\n== ${name}\n${Buffer.concat(output).toString()}`)
      console.log(`\n== ${name}: done in ${seconds(since)}`)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/** The tests' embedded PostgreSQL for the whole run: its URL and a stop function, or undefined when it did not start. */
const startTestDatabase = () => {
  const child = spawn(node24, ["tests/support/serve-test-database.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] })
  const exited = new Promise((resolve) => child.on("close", resolve))
  const stop = async () => {
    child.kill("SIGTERM")
    await exited
  }
  let output = ""
  return new Promise((resolve) => {
    child.stdout.on("data", (chunk) => {
      output += chunk
      if (output.includes("\n")) resolve({ url: output.split("\n")[0], stop })
    })
    exited.then(() => resolve(undefined))
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

/** Adds a vitest JSON report's counts (a failed run without failed tests counts as one failure). */
const countVitest = (name, file, status) => {
  const report = readJson(file)
  if (report === undefined) return tally(`${name} (no report)`, false)
  passed += report.numPassedTests
  failed += report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0)
}

/** A vitest project of its own (`config`) beside the main vitest run, its output kept until it ends. */
const besideVitest = async (name, config, file) => {
  const report = path.join(results, file)
  const status = await run(name, bin("vitest"), ["run", "-c", config, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], {
    quiet: true
  })
  countVitest(name, report, status)
}

/** The main journeys in Firefox ESR (tests/firefox), beside vitest once the web client is built. */
const firefoxJourneys = async (buildStatus) => {
  if (!hasFirefox) return tally("Firefox journeys (Firefox ESR missing)", false)
  if (buildStatus !== 0) return tally("Firefox journeys (the web client did not build)", false)
  await besideVitest("Firefox journeys", "tests/firefox/vitest.config.ts", "firefox.json")
}

/** The end-to-end suite's servers, started in the background; `ready` resolves false if one did not come up. */
const startE2eServers = () => {
  const children = e2ePorts().map((port) => {
    const child = spawn(node24, ["tests/e2e/serve.ts"], { cwd: root, env: { ...env, E2E_PORT: String(port) }, stdio: ["ignore", "ignore", "pipe"] })
    const errors = []
    child.stderr.on("data", (chunk) => errors.push(chunk))
    const exited = new Promise((resolve) => child.on("close", resolve))
    return { port, child, errors, exited }
  })
  const up = async ({ port, errors, exited }) => {
    let gone = false
    exited.then(() => {
      gone = true
    })
    const deadline = Date.now() + 120_000
    while (!gone && Date.now() < deadline) {
      if (
        await fetch(healthUrl(port)).then(
          (response) => response.ok,
          () => false
        )
      )
        return true
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    console.log(`\n== the end-to-end server on port ${port} did not start\n${Buffer.concat(errors).toString()}`)
    return false
  }
  return {
    ready: Promise.all(children.map(up)).then((answers) => answers.every(Boolean)),
    stop: async () => {
      for (const { child } of children) child.kill("SIGTERM")
      await Promise.all(children.map(({ exited }) => exited))
    }
  }
}

const testDatabase = process.env.TEST_DATABASE_URL ? undefined : await startTestDatabase()
if (testDatabase !== undefined) env.TEST_DATABASE_URL = testDatabase.url
else if (!process.env.TEST_DATABASE_URL) console.error("soundcheck: the tests' PostgreSQL did not start; each phase tries on its own")

// Everything starts at once: the type check, the lint, the web build, vitest and the cluster drills; the Firefox
// journeys and the end-to-end servers as soon as the build is there. One phase after another left the machine a
// quarter idle while the type check ran and while the servers started.
const building = (hasChromium || hasFirefox) && webBuildStale() ? run("web build", ...webBuildCommand, { quiet: true }) : Promise.resolve(0)
const e2eServers = building.then((status) => (status === 0 && hasChromium ? startE2eServers() : undefined))
const vitestJson = path.join(results, "vitest.json")
const [typecheckStatus, lintStatus, buildStatus, vitestStatus] = await Promise.all([
  run("type check", node24, ["scripts/typecheck.mjs"], { quiet: true }),
  run("lint", bin("biome"), ["check", "."], { quiet: true }),
  building,
  run("vitest", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`]),
  building.then(firefoxJourneys),
  // The cluster of `npm run cluster` and its failover drills (tests/cluster): mostly waiting on its servers.
  besideVitest("cluster drills", "tests/cluster/vitest.config.ts", "cluster.json")
])
tally("type check", typecheckStatus === 0)
tally("lint (Biome: format and rules)", lintStatus === 0)
countVitest("vitest", vitestJson, vitestStatus)

const servers = await e2eServers
if (!hasChromium) tally("end-to-end (Chromium missing)", false)
else if (buildStatus !== 0) tally("end-to-end (the web client did not build)", false)
else {
  const playwrightJson = path.join(results, "playwright.json")
  // Servers that did not come up are Playwright's to start (and to report).
  const serversUp = (await servers?.ready) === true
  const status = await run("end to end", bin("playwright"), ["test", "-c", "tests/e2e/playwright.config.ts", "--reporter=list,json"], {
    extraEnv: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson, E2E_SERVERS_STARTED: serversUp ? "1" : "0" }
  })
  const stats = readJson(playwrightJson)?.stats
  if (stats) {
    // A journey that failed and then passed on its retry (run to record its trace) is flaky: a failure.
    passed += stats.expected
    failed += stats.unexpected + stats.flaky + (status !== 0 && stats.unexpected + stats.flaky === 0 ? 1 : 0)
  } else tally("playwright (no report)", false)
}
await servers?.stop()

await testDatabase?.stop()
console.log(`\nin ${seconds(started)}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
