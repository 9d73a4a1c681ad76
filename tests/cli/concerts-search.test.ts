/** soundcheck concerts search on the memory adapters and on PostgreSQL: the API's matching, a table or JSON, refusals. */
import { ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import type { AppServices } from "../../domain/services.ts"
import { postgresApp, type TestApp } from "../support/app.ts"
import { cli } from "../support/cli.ts"
import { insertConcerts, namedConcert } from "../support/concerts.ts"

const concert = namedConcert("c11c0000")

const catalogue = [
  concert(1, "Mötley Crüe", "The Forum", "Los Angeles", 10),
  concert(2, "The Midnight Owls", "Mohawk", "Austin", 3),
  concert(3, "The Midnight Owls", "Mohawk", "Austin", -4),
  concert(4, "Midnight Wolves", "Owl Hall", "Austin", 1),
  concert(5, "Sigur Rós", "Harpa", "Reykjavík", 20)
]

const suite = (name: string, make: () => Promise<{ runtime: ManagedRuntime.ManagedRuntime<AppServices, never>; close: () => Promise<void> }>) =>
  describe(`soundcheck concerts search on ${name}`, () => {
    let t: { runtime: ManagedRuntime.ManagedRuntime<AppServices, never>; close: () => Promise<void> }
    beforeAll(async () => {
      t = await make()
      await insertConcerts(t as TestApp, catalogue)
    })
    afterAll(() => t.close())
    const run = (...argv: Array<string>) => cli(["concerts", "search", ...argv], { runtime: t.runtime })

    it("prints the matches as a table, best first, then soonest; past ones with --past", async () => {
      const res = await run("midnite", "OWLS")
      expect(res.code, res.stderr).toBe(0)
      expect(res.stdout).toBe(
        [
          "MATCH  DATE        ARTIST             VENUE     CITY    ID",
          `1416   ${catalogue[1]!.date}  The Midnight Owls  Mohawk    Austin  ${catalogue[1]!.id}`,
          `916    ${catalogue[3]!.date}  Midnight Wolves    Owl Hall  Austin  ${catalogue[3]!.id}`,
          ""
        ].join("\n")
      )
      const past = await run("midnite", "owls", "--past", "--limit", "2")
      expect(
        past.stdout
          .split("\n")
          .slice(1, 3)
          .map((line) => line.split(/\s+/)[1])
      ).toEqual([catalogue[2]!.date, catalogue[1]!.date])
    })

    it("--json prints each concert with its match score", async () => {
      const res = await run("motley", "crue", "--json")
      expect(res.code, res.stderr).toBe(0)
      expect(JSON.parse(res.stdout)).toEqual([
        expect.objectContaining({ id: catalogue[0]!.id, artist: "Mötley Crüe", venue: "The Forum", timing: "Upcoming", score: 2000 })
      ])
      expect(JSON.parse((await run("zeppelin", "--json")).stdout)).toEqual([])
    })

    it("says when nothing matches, and refuses blank words, too many characters and a bad limit", async () => {
      expect(await run("sigur", "ross")).toMatchObject({ code: 0, stdout: expect.stringContaining("Sigur Rós") })
      expect(await run("zeppelin")).toEqual({ code: 0, stdout: "No upcoming concerts match.\n", stderr: "" })
      expect(await run("zeppelin", "--past")).toEqual({ code: 0, stdout: "No concerts match.\n", stderr: "" })
      expect(await run("!!!")).toEqual({ code: 1, stdout: "", stderr: "soundcheck: type some words to search for\n" })
      expect(await run("x".repeat(101))).toMatchObject({ code: 1, stderr: expect.stringMatching(/^soundcheck: invalid input: /) })
      expect(await run("owls", "--limit", "0")).toMatchObject({ code: 2 })
      expect((await cli(["concerts", "search"], { runtime: t.runtime })).code).toBe(2)
    })
  })

suite("the memory adapters", async () => {
  const runtime = ManagedRuntime.make(MemoryAdapters.layer())
  return { runtime, close: () => runtime.dispose() }
})
suite("PostgreSQL", () => postgresApp())
