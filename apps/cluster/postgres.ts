/**
 * A PostgreSQL primary and a streaming replica from Debian's own binaries, with PostgreSQL's own replication:
 * the replica is a `pg_basebackup -R -X stream` of the primary kept through a physical replication slot (the
 * primary keeps the WAL a stopped replica has not received yet), a hot standby serving reads.
 *
 * Each server is a child process of this one (`postgres -D <data>`, in its own process group so a terminal's
 * Ctrl-C reaches only the parent, which stops the servers in order). PostgreSQL refuses to run as root: as root
 * the binaries run as the `postgres` user and the data folders are theirs. Only TCP on 127.0.0.1, no unix
 * socket; the superuser's password is generated once into `<dir>/postgres.password` (0600) before initdb.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { existsSync, readdirSync } from "node:fs"
import { chmod, chown, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises"
import path from "node:path"
import pg from "pg"
import { delay, lineSink } from "./child.ts"
import { ensurePostgresql } from "../../scripts/ensure.mjs"

const USER = "postgres"
const DATABASE = "soundcheck"
const SLOT = "soundcheck_replica"

export interface PostgresServer {
  readonly name: "primary" | "replica"
  readonly port: number
  readonly dataDir: string
  /** postgres://postgres:<password>@127.0.0.1:<port>/soundcheck */
  readonly url: string
  /** The postmaster's pid while it runs. */
  pid(): number | undefined
  /** Stops it: "fast" (clean) or "immediate" (like a crash). */
  stop(mode?: "fast" | "immediate"): Promise<void>
  /** Starts it again on the same port and data. */
  start(): Promise<void>
}

interface Options {
  readonly dir: string
  readonly port: number
  /** For tests only: fsync=off, synchronous_commit=off, full_page_writes=off (a crash of the machine may lose data). */
  readonly fast?: boolean
  readonly log?: (line: string) => void
}

/** The newest Debian PostgreSQL's binaries (`/usr/lib/postgresql/<version>/bin`), installed first when missing and root. */
export const postgresBin = (): string => {
  const newest = () => {
    const base = "/usr/lib/postgresql"
    const versions = existsSync(base)
      ? readdirSync(base)
          .filter((name) => /^\d+$/.test(name) && existsSync(path.join(base, name, "bin/postgres")))
          .sort((a, b) => Number(b) - Number(a))
      : []
    return versions[0] === undefined ? undefined : path.join(base, versions[0], "bin")
  }
  const found = newest()
  if (found) return found
  if (!ensurePostgresql()) throw new Error("PostgreSQL is not installed: run `sudo apt-get install -y postgresql`")
  const installed = newest()
  if (!installed) throw new Error("PostgreSQL is not installed: run `sudo apt-get install -y postgresql`")
  return installed
}

/** As root, the uid and gid of the `postgres` user the servers run as; else undefined (they run as we do). */
const runAs = (): { readonly uid: number; readonly gid: number } | undefined => {
  if (process.getuid?.() !== 0) return undefined
  try {
    const uid = Number(execFileSync("id", ["-u", USER], { encoding: "utf8" }).trim())
    const gid = Number(execFileSync("id", ["-g", USER], { encoding: "utf8" }).trim())
    return { uid, gid }
  } catch {
    throw new Error("running as root, PostgreSQL needs a `postgres` user: run `apt-get install -y postgresql`")
  }
}

/**
 * A folder the server owns (0700). As root, the `postgres` user must be let through every folder above it: those
 * that lack it get the right to pass through (o+x), not to list or read.
 */
const ownFolder = async (folder: string, owner: ReturnType<typeof runAs>): Promise<void> => {
  await mkdir(folder, { recursive: true, mode: 0o700 })
  await chmod(folder, 0o700)
  if (!owner) return
  await chown(folder, owner.uid, owner.gid)
  for (let parent = path.dirname(folder); parent !== path.dirname(parent); parent = path.dirname(parent)) {
    const mode = (await stat(parent)).mode & 0o7777
    if ((mode & 0o001) === 0) await chmod(parent, mode | 0o001)
  }
}

export const passwordFile = (dir: string) => path.join(dir, "postgres.password")

/** The superuser's password, generated and written (0600, whole) the first time. */
const passwordOf = async (dir: string): Promise<string> => {
  const file = passwordFile(dir)
  if (existsSync(file)) return (await readFile(file, "utf8")).trim()
  const password = randomBytes(24).toString("base64url")
  await mkdir(dir, { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, `${password}\n`, { mode: 0o600 })
  await chmod(temporary, 0o600)
  await rename(temporary, file)
  return password
}

const urlFor = (port: number, password: string, database: string) => `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`

/** Runs a PostgreSQL tool to completion (as `postgres` when root); its output goes to `log`, a failure throws one line. */
const runTool = (bin: string, tool: string, args: ReadonlyArray<string>, env: Record<string, string>, log: (line: string) => void) =>
  new Promise<void>((resolve, reject) => {
    const owner = runAs()
    const child = spawn(path.join(bin, tool), args, { cwd: "/", env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"], ...owner })
    // Its output is shown only when it fails (initdb's is long and says nothing new when all went well).
    let output = ""
    const collect = (chunk: Buffer) => {
      output += chunk
    }
    child.stdout.on("data", collect)
    child.stderr.on("data", collect)
    child.on("error", reject)
    child.on("exit", (code) => {
      if (code === 0) return resolve()
      for (const line of output.split("\n")) if (line.trim() !== "") log(line)
      reject(new Error(`${tool} failed (exit ${code}): ${output.trim().split("\n").at(-1) ?? ""}`))
    })
  })

const settings = (port: number, fast: boolean, extra: ReadonlyArray<string> = []): Array<string> =>
  [
    `port=${port}`,
    "listen_addresses=127.0.0.1",
    "unix_socket_directories=",
    "max_connections=200",
    "wal_level=replica",
    "max_wal_senders=10",
    "max_replication_slots=10",
    "hot_standby=on",
    // A long read on the replica holds back the primary's vacuum a little rather than being cancelled.
    "hot_standby_feedback=on",
    "wal_receiver_status_interval=1s",
    // Warnings, errors and the server's start and stop (LOG); no line per checkpoint.
    "log_min_messages=warning",
    "log_checkpoints=off",
    "log_line_prefix=%m ",
    ...(fast ? ["fsync=off", "synchronous_commit=off", "full_page_writes=off"] : []),
    ...extra
  ].flatMap((setting) => ["-c", setting])

/**
 * Waits until the postmaster says it accepts connections (a standby: read-only ones, once it is consistent), read from
 * the status line of its postmaster.pid (polling with connections would fill the log with "starting up" refusals).
 */
const waitReady = async (dataDir: string, child: ChildProcess, name: string, timeoutMs = 60_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the ${name} PostgreSQL stopped while starting (see its log above)`)
    const lines = await readFile(path.join(dataDir, "postmaster.pid"), "utf8").then(
      (text) => text.split("\n"),
      () => []
    )
    if (Number(lines[0]) === child.pid && lines[7]?.trim() === "ready") return
    if (Date.now() > deadline) throw new Error(`the ${name} PostgreSQL did not start within ${timeoutMs / 1000} s`)
    await delay(20)
  }
}

/** The pid in a data folder's postmaster.pid when that process still runs. */
const runningPid = async (dataDir: string): Promise<number | undefined> => {
  const file = path.join(dataDir, "postmaster.pid")
  if (!existsSync(file)) return undefined
  const pid = Number((await readFile(file, "utf8")).split("\n")[0])
  if (!Number.isInteger(pid) || pid <= 0) return undefined
  try {
    process.kill(pid, 0)
    return pid
  } catch {
    return undefined
  }
}

const server = (
  name: "primary" | "replica",
  bin: string,
  dataDir: string,
  port: number,
  password: string,
  flags: Array<string>,
  log: (line: string) => void
): PostgresServer => {
  let child: ChildProcess | undefined
  const url = urlFor(port, password, DATABASE)
  const start = async () => {
    if (child) return
    const other = await runningPid(dataDir)
    if (other !== undefined) throw new Error(`a PostgreSQL (pid ${other}) already runs on ${dataDir}: stop it first`)
    const started = spawn(path.join(bin, "postgres"), ["-D", dataDir, ...flags], {
      cwd: "/",
      env: { ...process.env, LC_ALL: "C.UTF-8" },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group: a terminal's Ctrl-C reaches the parent, which stops the servers in order.
      detached: true,
      ...runAs()
    })
    child = started
    started.stdout?.on("data", lineSink(log).push)
    started.stderr?.on("data", lineSink(log).push)
    started.on("exit", () => {
      if (child === started) child = undefined
    })
    try {
      await waitReady(dataDir, started, name)
    } catch (error) {
      if (child === started) child = undefined
      started.kill("SIGQUIT")
      throw error
    }
  }
  const stop = async (mode: "fast" | "immediate" = "fast") => {
    const running = child
    if (!running || running.exitCode !== null || running.signalCode !== null) {
      child = undefined
      return
    }
    const exited = new Promise<void>((resolve) => running.once("exit", () => resolve()))
    // SIGINT: fast shutdown (clients disconnected, a clean checkpoint); SIGQUIT: immediate (crash recovery at next start).
    running.kill(mode === "fast" ? "SIGINT" : "SIGQUIT")
    await exited
    child = undefined
  }
  return { name, port, dataDir, url, pid: () => child?.pid, stop, start }
}

const ensureDatabase = async (port: number, password: string): Promise<void> => {
  const client = new pg.Client({ connectionString: urlFor(port, password, "postgres") })
  await client.connect()
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [DATABASE])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`)
    // The slot the replica streams from: the primary keeps the WAL a stopped replica has yet to receive.
    await client.query("SELECT pg_create_physical_replication_slot($1, true) WHERE NOT EXISTS (SELECT 1 FROM pg_replication_slots WHERE slot_name = $1)", [
      SLOT
    ])
  } finally {
    await client.end()
  }
}

/** Initialises (first time) and starts the primary in `dir/primary`; creates database soundcheck. */
export const startPrimary = async (options: Options): Promise<PostgresServer> => {
  const bin = postgresBin()
  const log = options.log ?? (() => undefined)
  const dataDir = path.join(options.dir, "primary")
  const owner = runAs()
  const password = await passwordOf(options.dir)
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    await ownFolder(dataDir, owner)
    // initdb reads the password from a file of its own user's, removed right after.
    const pwfile = path.join(dataDir, "..", `.pwfile.${process.pid}`)
    await writeFile(pwfile, `${password}\n`, { mode: 0o600 })
    if (owner) await chown(pwfile, owner.uid, owner.gid)
    try {
      await runTool(bin, "initdb", ["-D", dataDir, "-U", USER, `--pwfile=${pwfile}`, "--auth=scram-sha-256", "--encoding=UTF8", "--locale=C.UTF-8"], {}, log)
    } finally {
      await rm(pwfile, { force: true })
    }
  }
  const primary = server("primary", bin, dataDir, options.port, password, settings(options.port, options.fast ?? false), log)
  await primary.start()
  await ensureDatabase(options.port, password)
  return primary
}

/** Base-backs-up (first time) from the primary into `dir/replica` and starts it as a hot standby. */
export const startReplica = async (options: Options & { readonly primary: PostgresServer }): Promise<PostgresServer> => {
  const bin = postgresBin()
  const log = options.log ?? (() => undefined)
  const dataDir = path.join(options.dir, "replica")
  const password = await passwordOf(options.dir)
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    await ownFolder(dataDir, runAs())
    // -R writes standby.signal and primary_conninfo (with primary_slot_name from -S); -X stream copies the WAL
    // written during the backup. The password reaches pg_basebackup through its environment, never its arguments.
    await runTool(
      bin,
      "pg_basebackup",
      ["-D", dataDir, "-h", "127.0.0.1", "-p", String(options.primary.port), "-U", USER, "-R", "-X", "stream", "-S", SLOT, "-c", "fast"],
      { PGPASSWORD: password },
      log
    )
  }
  const replica = server("replica", bin, dataDir, options.port, password, settings(options.port, options.fast ?? false), log)
  await replica.start()
  return replica
}
