import { afterAll, beforeAll, describe, expect, it } from "vitest"
import packageJson from "../../package.json" with { type: "json" }
import { postgresApp } from "../support/app.ts"
import { cli } from "../support/cli.ts"

describe("soundcheck CLI on PostgreSQL", () => {
  let t: Awaited<ReturnType<typeof postgresApp>>
  beforeAll(async () => {
    t = await postgresApp()
  })
  afterAll(() => t.close())
  const deps = () => ({ runtime: t.runtime, databaseUrl: t.databaseUrl })

  it("db migrate on an up-to-date database says so", async () => {
    const res = await cli(["db", "migrate"], deps())
    expect(res).toMatchObject({ code: 0, stdout: "Database is up to date.\n" })
  })

  it("db seed --demo seeds once, then reports the data is already there", async () => {
    const first = await cli(["db", "seed", "--demo"], deps())
    expect(first.code).toBe(0)
    expect(first.stdout).toContain("admin@soundcheck.test\tadmin")
    const second = await cli(["db", "seed", "--demo"], deps())
    expect(second).toMatchObject({ code: 0, stdout: "Demo data is already present.\n" })
  })

  it("concerts list --json prints the upcoming demo concerts, soonest first", async () => {
    const res = await cli(["concerts", "list", "--json"], deps())
    expect(res.code).toBe(0)
    const rows = JSON.parse(res.stdout) as Array<{ date: string; artist: string; city: string }>
    expect(rows.length).toBe(9)
    expect(rows.map((r) => r.date)).toEqual([...rows.map((r) => r.date)].sort())
    expect(new Set(rows.map((r) => r.city))).toEqual(new Set(["Austin", "Chicago", "Seattle"]))
    const text = await cli(["concerts", "list", "--limit", "2"], deps())
    expect(text.stdout.trim().split("\n")).toHaveLength(2)
  })

  it("--version prints the package's version", async () => {
    expect(packageJson.version).toMatch(/^\d+\.\d+\.\d+/)
    for (const flag of ["--version", "-V"]) expect(await cli([flag], {})).toEqual({ code: 0, stdout: `${packageJson.version}\n`, stderr: "" })
  })

  it("exits 2 on usage errors and 1 on refusals, with one line on stderr", async () => {
    const usage = await cli(["concerts", "list", "--limit", "zero"], deps())
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain("expected a whole number from 1 to 1000")
    expect((await cli(["no-such-command"], deps())).code).toBe(2)
    const refused = await cli(["db", "seed"], deps())
    expect(refused).toMatchObject({ code: 1, stderr: "soundcheck: nothing to seed: pass --demo\n" })
  })
})
