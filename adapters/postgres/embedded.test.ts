/**
 * The embedded server's superuser password is the installation's own: random, kept beside the data in a file
 * only its owner can read, and an installation still on the old shared password is moved off it.
 */
import { chmod, mkdtemp, rm, stat, unlink } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import pg from "pg"
import { afterAll, describe, expect, it } from "vitest"
import { passwordFileOf, startEmbedded } from "./embedded.ts"

const connects = async (url: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    await client.query("SELECT 1")
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

const withPassword = (url: string, password: string) => {
  const parsed = new URL(url)
  parsed.password = password
  return parsed.toString()
}

describe("the embedded database's password", () => {
  const dirs: Array<string> = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  it("is random per installation, in a 0600 file, and the old shared password is refused, also after an upgrade", { timeout: 120_000 }, async () => {
    const root = await mkdtemp(path.join(tmpdir(), "sc-embedded-"))
    dirs.push(root)
    // The server may run as another user (postgres, when we are root): it must reach its data folder.
    await chmod(root, 0o755)
    const dataDir = path.join(root, "pg")
    const first = await startEmbedded(dataDir, { database: "postgres" })
    try {
      const password = decodeURIComponent(new URL(first.url).password)
      expect(password).toMatch(/^[\w-]{32}$/)
      expect((await stat(passwordFileOf(dataDir))).mode & 0o777).toBe(0o600)
      expect(await connects(first.url)).toBe(true)
      expect(await connects(withPassword(first.url, "soundcheck-local"))).toBe(false)
      // A second process (the CLI beside the server) attaches with the same password.
      const attached = await startEmbedded(dataDir, { database: "postgres" })
      expect(attached.url).toBe(first.url)
      // Put the installation back on the shared password it had before, without its file.
      const admin = new pg.Client({ connectionString: first.url })
      await admin.connect()
      await admin.query("ALTER USER postgres PASSWORD 'soundcheck-local'")
      await admin.end()
    } finally {
      await first.stop()
    }
    await unlink(passwordFileOf(dataDir))
    const upgraded = await startEmbedded(dataDir, { database: "postgres" })
    try {
      const password = decodeURIComponent(new URL(upgraded.url).password)
      expect(password).not.toBe("soundcheck-local")
      expect((await stat(passwordFileOf(dataDir))).mode & 0o777).toBe(0o600)
      expect(await connects(upgraded.url)).toBe(true)
      expect(await connects(withPassword(upgraded.url, "soundcheck-local"))).toBe(false)
    } finally {
      await upgraded.stop()
    }
  })
})
