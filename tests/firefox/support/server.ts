/**
 * The server the Firefox journeys drive: tests/e2e/serve.ts (the real API and the built web client, dist/web
 * or E2E_WEB_ROOT, on a fresh seeded database) on FIREFOX_PORT, in a child process stopped with SIGTERM.
 */
import { spawn } from "node:child_process"
import { readFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"

export interface JourneyServer {
  /** `http://127.0.0.1:<port>` */
  readonly baseUrl: string
  /** Its database (to read the mail outbox). */
  readonly databaseUrl: string
  /** Stops the server, which drops its database. */
  readonly stop: () => Promise<void>
}

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url))

const healthy = (url: string): Promise<boolean> =>
  fetch(url).then(
    (response) => response.ok,
    () => false
  )

export const startServer = async (port = Number(process.env.FIREFOX_PORT ?? 4330)): Promise<JourneyServer> => {
  const server = spawn(process.execPath, ["tests/e2e/serve.ts"], {
    cwd: repoRoot,
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"]
  })
  let errors = ""
  server.stderr.on("data", (chunk: Buffer) => {
    errors += chunk.toString()
  })
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()))
  const stop = async () => {
    if (server.exitCode === null) server.kill("SIGTERM")
    await exited
  }
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  while (!(await healthy(`${baseUrl}/api/health`))) {
    const failure = server.exitCode !== null ? `exited (${server.exitCode})` : Date.now() > deadline ? "did not answer within 120 s" : null
    if (failure !== null) {
      await stop()
      throw new Error(`The Firefox journeys' server on ${baseUrl} ${failure}:\n${errors}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const databaseUrl = (await readFile(`${repoRoot}.test-results/e2e-database-url-${port}`, "utf8")).trim()
  return { baseUrl, databaseUrl, stop }
}
