// `npm test`: installs what is missing, then the type check, the lint, vitest (unit, property, contract, API, CLI,
// architecture), the main journeys in Firefox (tests/firefox), the cluster's failover drills (tests/cluster) and
// Playwright end to end in Chromium, and closes with one line: `N passed, N failed`.
//
// The machine has two cores and every phase but Playwright's leaves part of them idle (vitest alone keeps them
// about 55 % busy: its tests wait on PostgreSQL and on timers), so all but Playwright start at once: the type
// check, the lint, the web build, vitest and the cluster drills (mostly waiting on their own servers); the Firefox
// journeys (mostly waiting on one browser) and Playwright's servers as soon as the web build is there. Chromium's
// journeys fill both cores on their own (tests/e2e/servers.mjs: three workers), so most of them run last: run
// all beside vitest, both took as long as in turn. But once the Firefox journeys and the cluster drills are done,
// vitest alone leaves most of a core idle for the rest of its run: there the longest journey files run one at a
// time (one Playwright worker, on a server of its own), a batch after another until vitest ends; the three
// workers then take the files left. Phases share one PostgreSQL: TEST_DATABASE_URL, else the tests' embedded
// server, started here once for the whole run.
import { spawn } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs"
import path from "node:path"
import { e2eBasePort, e2ePorts, e2eWorkers, healthUrl } from "../tests/e2e/servers.mjs"
import { bin, ensureChromium, ensureFirefox, ensureHaproxy, ensurePackages, node24, root, webBuildCommand, webBuildStale } from "./ensure.mjs"

ensurePackages()
const hasChromium = ensureChromium()
const hasFirefox = ensureFirefox()
// The cluster drills' load balancer (PostgreSQL's binaries are on the machine; apps/cluster installs them when not).
ensureHaproxy()
const results = path.join(root, ".test-results")
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined)

/** Each end-to-end file's time in the last run's Playwright reports (`.test-results/playwright*.json`), in ms. */
const lastE2eDurations = () => {
  const durations = new Map()
  const add = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) for (const result of test.results) durations.set(spec.file, (durations.get(spec.file) ?? 0) + result.duration)
    for (const inner of suite.suites ?? []) add(inner)
  }
  try {
    for (const file of existsSync(results) ? readdirSync(results) : [])
      if (/^playwright.*\.json$/.test(file)) for (const suite of readJson(path.join(results, file))?.suites ?? []) add(suite)
  } catch {
    // A report cut short: the files' sizes stand in.
  }
  return durations
}
const e2eDurations = lastE2eDurations()
// The last run's reports go; the files where running end-to-end servers (another run's, on other ports) say which
// database they use stay: each server writes its own when it starts.
mkdirSync(results, { recursive: true })
for (const entry of readdirSync(results)) if (!entry.startsWith("e2e-database-url-")) rmSync(path.join(results, entry), { recursive: true, force: true })
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

/**
 * The end-to-end suite's servers (one per worker, and one for the files run beside vitest on `earlyPort`), started
 * in the background; `ready` resolves false if one of the workers' did not come up, `earlyReady` if that one did not.
 */
const earlyPort = e2eBasePort + e2eWorkers
const startE2eServers = () => {
  const children = [...e2ePorts(), earlyPort].map((port) => {
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
  const answers = children.map(up)
  return {
    ready: Promise.all(answers.slice(0, -1)).then((each) => each.every(Boolean)),
    earlyReady: answers.at(-1),
    stop: async () => {
      for (const { child } of children) child.kill("SIGTERM")
      await Promise.all(children.map(({ exited }) => exited))
    }
  }
}

const testDatabase = process.env.TEST_DATABASE_URL ? undefined : await startTestDatabase()
if (testDatabase !== undefined) env.TEST_DATABASE_URL = testDatabase.url
else if (!process.env.TEST_DATABASE_URL) console.error("soundcheck: the tests' PostgreSQL did not start; each phase tries on its own")

/** The end-to-end files (tests/e2e), relative to that folder. */
const e2eDir = path.join(root, "tests/e2e")
const e2eFiles = readdirSync(e2eDir, { recursive: true })
  .filter((file) => file.endsWith(".spec.ts"))
  .sort()
/** A Playwright argument that selects exactly this file (an argument is a pattern matched against the path). */
const onlyFile = (file) => `/\\/${file.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&")}$/`
const playwrightConfig = "tests/e2e/playwright.config.ts"

/** Adds a Playwright JSON report's counts. A journey that failed and then passed on its retry (run to record its trace) is flaky: a failure. */
const countPlaywright = (name, file, status) => {
  const stats = readJson(file)?.stats
  if (stats === undefined) return tally(`${name} (no report)`, false)
  passed += stats.expected
  failed += stats.unexpected + stats.flaky + (status !== 0 && stats.unexpected + stats.flaky === 0 ? 1 : 0)
}

/**
 * The end-to-end files run beside vitest's last part, longest first (by the last run's reports, else by size), in
 * batches of about 40 s, one Playwright worker on the server at `earlyPort`; no batch starts once vitest has ended.
 * Files whose tests run in parallel stay with the three workers. `taken` holds the files run (or running) here.
 */
const taken = new Set()
let vitestEnded = false
const beside = []
const estimate = (file) => e2eDurations.get(file) ?? statSync(path.join(e2eDir, file)).size * 3
const serialFiles = e2eFiles.filter((file) => !/mode: "parallel"/.test(readFileSync(path.join(e2eDir, file), "utf8"))).sort((a, b) => estimate(b) - estimate(a))
const e2eBesideVitest = async (start) => {
  if (!(await start)) return
  while (!vitestEnded) {
    const batch = []
    let planned = 0
    for (const file of serialFiles) {
      if (taken.has(file) || planned >= 40_000) continue
      batch.push(file)
      planned += estimate(file)
    }
    if (batch.length === 0) return
    for (const file of batch) taken.add(file)
    const report = path.join(results, `playwright-beside-vitest-${beside.length + 1}.json`)
    const name = `end to end beside vitest: ${batch.join(", ")}`
    const status = await run(name, bin("playwright"), ["test", "-c", playwrightConfig, "--reporter=list,json", ...batch.map(onlyFile)], {
      quiet: true,
      extraEnv: {
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        E2E_SERVERS_STARTED: "1",
        E2E_PORT: String(earlyPort),
        E2E_WORKERS: "1",
        // A folder per batch: a Playwright run empties its output folder when it starts (the three workers' is test-results/).
        E2E_OUTPUT_DIR: path.join(results, "e2e-beside-vitest", String(beside.length + 1))
      }
    })
    beside.push({ name, report, status })
  }
}

// Everything starts at once: the type check, the lint, the web build, vitest and the cluster drills; the Firefox
// journeys and the end-to-end servers as soon as the build is there. One phase after another left the machine a
// quarter idle while the type check ran and while the servers started.
const building = (hasChromium || hasFirefox) && webBuildStale() ? run("web build", ...webBuildCommand, { quiet: true }) : Promise.resolve(0)
const e2eServers = building.then((status) => (status === 0 && hasChromium ? startE2eServers() : undefined))
const vitestJson = path.join(results, "vitest.json")
const firefoxDone = building.then(firefoxJourneys)
// The cluster of `npm run cluster` and its failover drills (tests/cluster): mostly waiting on its servers.
const clusterDone = besideVitest("cluster drills", "tests/cluster/vitest.config.ts", "cluster.json")
const vitestRun = run("vitest", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`]).then((status) => {
  vitestEnded = true
  return status
})
const earlyE2e = e2eBesideVitest(Promise.all([e2eServers, firefoxDone, clusterDone]).then(([servers]) => (servers === undefined ? false : servers.earlyReady)))
const [typecheckStatus, lintStatus, buildStatus, vitestStatus] = await Promise.all([
  run("type check", node24, ["scripts/typecheck.mjs"], { quiet: true }),
  run("lint", bin("biome"), ["check", "."], { quiet: true }),
  building,
  vitestRun,
  firefoxDone,
  clusterDone
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
  const rest = e2eFiles.filter((file) => !taken.has(file))
  if (rest.length > 0) {
    const status = await run(
      "end to end",
      bin("playwright"),
      ["test", "-c", playwrightConfig, "--reporter=list,json", ...(taken.size > 0 ? rest.map(onlyFile) : [])],
      {
        extraEnv: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson, E2E_SERVERS_STARTED: serversUp ? "1" : "0" }
      }
    )
    countPlaywright("playwright", playwrightJson, status)
  }
  await earlyE2e
  for (const { name, report, status } of beside) countPlaywright(name, report, status)
}
await earlyE2e
await servers?.stop()

await testDatabase?.stop()
console.log(`\nin ${seconds(started)}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
