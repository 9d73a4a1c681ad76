/**
 * SIGTERM (issue #10) on the real server process (Node 24, `apps/api/server.ts`): it stops accepting
 * connections and ends the live-update streams at once, lets a request already in flight finish with a
 * full answer from the database, then exits with code 0.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { request } from "node:http"
import { connect } from "node:net"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { freePort } from "../../adapters/postgres/embedded.ts"
import { PASSWORD, signedInUser } from "../support/accounts.ts"
import { postgresAppOn, type TestApp } from "../support/app.ts"
import type { Browser } from "../support/browser.ts"
import { openStream } from "../support/live.ts"
import { testDatabase } from "../support/pg.ts"
import { waitUntil } from "../support/wait.ts"

const root = fileURLToPath(new URL("../..", import.meta.url))
const SECRET = "shutdown-test-session-secret-0123456789"

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1")
    socket.once("connect", () => {
      socket.destroy()
      resolve(false)
    })
    socket.once("error", () => resolve(true))
  })

describe("SIGTERM", () => {
  let db: Awaited<ReturnType<typeof testDatabase>>
  let t: TestApp
  let fan: Browser
  let server: ChildProcess
  const log: Array<string> = []

  beforeAll(async () => {
    db = await testDatabase()
    // The fan signs up through an instance of the test's own; the server shares its database and secret.
    t = await postgresAppOn(db.url, { sessionSecret: SECRET })
    fan = await signedInUser(t, "fan@shutdown.test")
  })
  afterAll(async () => {
    if (server?.exitCode === null) server.kill("SIGKILL")
    await t?.close()
    await db?.drop()
  })

  it("finishes the request in flight, ends live streams, refuses new connections, then exits 0", async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    server = spawn(process.execPath, ["apps/api/server.ts"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: db.url, PORT: String(port), HOST: "127.0.0.1", SESSION_SECRET: SECRET, LOG_LEVEL: "info", SMTP_URL: "" },
      stdio: ["ignore", "pipe", "pipe"]
    })
    server.stdout!.setEncoding("utf8").on("data", (chunk: string) => log.push(...chunk.split("\n")))
    server.stderr!.setEncoding("utf8").on("data", (chunk: string) => log.push(...chunk.split("\n")))
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)))
    const logged = (text: string) => log.some((line) => line.includes(text))
    await waitUntil("the server to start", () => logged("Soundcheck is ready"), 30_000)

    const stream = await openStream(base, fan)
    // A sign-in whose body is only half sent: in flight until the test sends the rest.
    const body = JSON.stringify({ email: "fan@shutdown.test", password: PASSWORD })
    let finish: () => void = () => {}
    const answered = new Promise<{ status: number; body: string; cookies: number }>((resolve, reject) => {
      const req = request(
        `${base}/api/auth/sign-in`,
        {
          method: "POST",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), "x-soundcheck-csrf": "1" }
        },
        (res) => {
          let text = ""
          res
            .setEncoding("utf8")
            .on("data", (chunk: string) => (text += chunk))
            .on("end", () => resolve({ status: res.statusCode ?? 0, body: text, cookies: res.headers["set-cookie"]?.length ?? 0 }))
        }
      )
      req.on("error", reject)
      req.write(body.slice(0, 10))
      finish = () => void req.end(body.slice(10))
    })
    await waitUntil("the request to reach the server", () => log.some((line) => line.includes("incoming request") && line.includes("/api/auth/sign-in")))

    server.kill("SIGTERM")
    await waitUntil("the shutdown to begin", () => logged("shutting down"))
    await stream.ended
    await waitUntil("new connections to be refused", () => refused(port))
    expect(server.exitCode).toBeNull() // still draining the request in flight

    finish()
    const res = await answered
    expect(res.status, res.body).toBe(200)
    expect(JSON.parse(res.body).user.email).toBe("fan@shutdown.test")
    expect(res.cookies).toBeGreaterThan(0)
    expect(await exited).toBe(0)
    expect(log.filter((line) => /"level":(50|60)/.test(line))).toEqual([])
  }, 60_000)
})
