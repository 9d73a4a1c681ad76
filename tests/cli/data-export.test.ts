/**
 * soundcheck users export (issue #30): an account's data export written to a new file for a request that came by
 * mail, recorded in the audit log with the command line as actor; refusals in one line.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { unzipSync } from "fflate"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AuditLog } from "../../domain/audit/audit-log.ts"
import { memoryApp, type TestApp } from "../support/app.ts"
import { cli } from "../support/cli.ts"
import { befriend, type Fan, fan } from "../support/friends.ts"

let t: TestApp
let ann: Fan, bob: Fan
let dir: string
beforeAll(async () => {
  t = await memoryApp()
  ann = await fan(t, "ann@cli-export.test", "Ann")
  bob = await fan(t, "bob@cli-export.test", "Bob")
  await befriend(ann, bob)
  dir = await mkdtemp(join(tmpdir(), "soundcheck-export-"))
})
afterAll(async () => {
  await t.close()
  await rm(dir, { recursive: true, force: true })
})
const deps = () => ({ runtime: t.runtime })
const lastAudit = async () => (await t.runtime.runPromise(AuditLog.use((log) => log.list(1))))[0]

describe("soundcheck users export", () => {
  it("writes the person's archive to a new file only its owner may read, and records it in the audit log", async () => {
    const file = join(dir, "ann.zip")
    const res = await cli(["users", "export", "ann@cli-export.test", file], deps())
    const size = (await stat(file)).size
    expect(res).toEqual({ code: 0, stdout: `Wrote the data of ann@cli-export.test to ${file} (${size} bytes).\n`, stderr: "" })
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    const files = unzipSync(new Uint8Array(await readFile(file)))
    expect(Object.keys(files)).toContain("README.txt")
    const friends = JSON.parse(new TextDecoder().decode(files["friends.json"]))
    expect(friends.friends).toEqual([expect.objectContaining({ userId: bob.id, displayName: "Bob" })])
    expect(await lastAudit()).toMatchObject({
      actorId: null,
      action: "user.data_exported",
      subjectType: "user",
      subjectId: ann.id,
      details: { via: "cli", size }
    })
    // Not the person's own daily export: they may still ask for theirs.
    expect((await ann.b.send("POST", "/api/account/export")).statusCode).toBe(202)

    const json = await cli(["users", "export", "bob@cli-export.test", join(dir, "bob.zip"), "--json"], deps())
    expect(JSON.parse(json.stdout)).toEqual({ email: "bob@cli-export.test", file: join(dir, "bob.zip"), size: (await stat(join(dir, "bob.zip"))).size })
  })

  it("refuses an existing file, a name that is not .zip and an unknown address in one line, writing and recording nothing", async () => {
    const taken = join(dir, "taken.zip")
    await writeFile(taken, "keep me")
    const before = await lastAudit()
    expect(await cli(["users", "export", "ann@cli-export.test", taken], deps())).toEqual({
      code: 1,
      stdout: "",
      stderr: `soundcheck: ${taken} exists already; choose a new file name\n`
    })
    expect(await readFile(taken, "utf8")).toBe("keep me")
    expect(await cli(["users", "export", "ann@cli-export.test", join(dir, "ann.txt")], deps())).toMatchObject({
      code: 1,
      stderr: "soundcheck: the file name must end in .zip\n"
    })
    expect(await cli(["users", "export", "nobody@cli-export.test", join(dir, "nobody.zip")], deps())).toMatchObject({
      code: 1,
      stderr: "soundcheck: no user with the e-mail nobody@cli-export.test\n"
    })
    await expect(stat(join(dir, "nobody.zip"))).rejects.toThrow()
    expect(await lastAudit()).toEqual(before)
    expect((await cli(["users", "export", "ann@cli-export.test"], deps())).code).toBe(2)
  })
})
