/**
 * The CLI reads the server's configuration: the same environment gives its runtime the same AppConfig
 * (INVITES_PER_USER and INVITATION_DAYS included), and a bad value ends a command with one line.
 */
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { Effect, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { loadSettings } from "../../apps/config/load.ts"
import { runtimeLayer } from "../../apps/config/runtime.ts"
import { databaseAccess } from "../../cli/database.ts"
import { AppConfig } from "../../domain/kernel/config.ts"
import { testDatabase } from "../support/pg.ts"

const root = fileURLToPath(new URL("../..", import.meta.url))

/** The real `soundcheck` process (cli/main.ts) with the given environment. */
const soundcheck = (argv: ReadonlyArray<string>, env: Record<string, string>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["cli/main.ts", ...argv], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] })
    let stdout = ""
    let stderr = ""
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk))
    child.on("exit", (code) => resolve({ code, stdout, stderr }))
  })

let db: Awaited<ReturnType<typeof testDatabase>>
beforeAll(async () => {
  db = await testDatabase()
})
afterAll(() => db?.drop())

describe("the CLI's configuration", () => {
  it("equals the server's for the same environment", async () => {
    const env = { DATABASE_URL: db.url, INVITES_PER_USER: "2", INVITATION_DAYS: "3", RATE_LIMIT_SCALE: "4", PUBLIC_URL: "https://soundcheck.example.com/" }
    const cli = databaseAccess(() => loadSettings(env))
    const server = ManagedRuntime.make(runtimeLayer(loadSettings(env), db.url))
    try {
      const cliConfig = await (await cli.runtime()).runPromise(AppConfig.use(Effect.succeed))
      const serverConfig = await server.runPromise(AppConfig.use(Effect.succeed))
      expect(cliConfig).toEqual(serverConfig)
      expect(cliConfig).toEqual({
        publicUrl: "https://soundcheck.example.com",
        inviteCountDefault: 2,
        invitationDays: 3,
        rateLimitScale: 4,
        changeNoticeWindowMs: 1_800_000,
        defaultTimeZone: new Intl.DateTimeFormat().resolvedOptions().timeZone
      })
    } finally {
      await cli.close()
      await server.dispose()
    }
  })

  it("a bad value ends a command with one line naming the variable, exit 1; help still works", async () => {
    const bad = { DATABASE_URL: db.url, INVITES_PER_USER: "many" }
    const [listed, help] = await Promise.all([soundcheck(["concerts", "list"], bad), soundcheck(["--help"], bad)])
    expect(listed).toMatchObject({ code: 1, stdout: "", stderr: `soundcheck: INVITES_PER_USER must be a whole number of at least 0, not "many"\n` })
    expect(help.code).toBe(0)
    expect(help.stdout).toContain("Usage: soundcheck")
  })
})
