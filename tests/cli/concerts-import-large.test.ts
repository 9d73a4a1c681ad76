/** A CSV of 100,000 rows streams through the CLI import into PostgreSQL, batch by batch, in one transaction. */
import { createWriteStream } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { finished } from "node:stream/promises"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import type { LocalDate } from "../../domain/kernel/local-date.ts"
import { postgresApp } from "../support/app.ts"
import { cli } from "../support/cli.ts"

const ROWS = 100_000

/** Writes the file a chunk at a time, as a big export would arrive; the last row repeats the first. */
const writeLargeCsv = async (file: string) => {
  const out = createWriteStream(file)
  out.write("artist,venue,city,date,description\n")
  for (let i = 0; i < ROWS; i += 1) {
    const day = String((i % 28) + 1).padStart(2, "0")
    if (!out.write(`Artist ${i},"Hall ${i % 500}, Room ${i % 7}",City ${i % 40},2027-03-${day},"Night ${i}"\n`)) {
      await new Promise<void>((resolve) => out.once("drain", () => resolve()))
    }
  }
  out.end('Artist 0,"Hall 0, Room 0",City 0,2027-03-01,again\n')
  await finished(out)
}

describe("soundcheck concerts import of a large file", () => {
  let t: Awaited<ReturnType<typeof postgresApp>>
  let dir: string
  beforeAll(async () => {
    t = await postgresApp()
    dir = await mkdtemp(path.join(tmpdir(), "soundcheck-large-"))
  })
  afterAll(async () => {
    await t.close()
    await rm(dir, { recursive: true, force: true })
  })

  it(`imports ${ROWS.toLocaleString("en")} rows and finds the duplicate at the end`, async () => {
    const file = path.join(dir, "large.csv")
    await writeLargeCsv(file)
    const res = await cli(["concerts", "import", file, "--json"], { runtime: t.runtime, databaseUrl: t.databaseUrl })
    expect(res.code, res.stderr).toBe(0)
    expect(JSON.parse(res.stdout)).toEqual({
      valid: ROWS,
      duplicate: 1,
      invalid: 0,
      imported: ROWS,
      followersAlerted: 0,
      rows: [{ line: ROWS + 2, status: "duplicate", message: "Concert already exists" }]
    })
    const counts = await t.runtime.runPromise(ConcertRepo.use((r) => r.counts("2027-03-01" as LocalDate, "2027-03-31" as LocalDate)))
    expect(counts).toEqual({ total: ROWS, upcoming: ROWS })
  }, 120_000)
})
