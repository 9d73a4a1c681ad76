/**
 * Curation and invitations through the real use cases on the Postgres adapters: a CSV import (against COPY
 * of the same rows), duplicates of one concert and one city's report, and concurrent invitation sends.
 */
import { Readable } from "node:stream"
import { pipeline } from "node:stream/promises"
import { Effect, Exit, ManagedRuntime, Option } from "effect"
import pg from "pg"
import { from as copyFrom } from "pg-copy-streams"
import { csvRecords } from "../adapters/csv/csv-records.ts"
import * as PostgresAdapters from "../adapters/postgres/adapters.ts"
import { UserRepo } from "../domain/accounts/user-repo.ts"
import { ConcertRepo } from "../domain/concerts/concert-repo.ts"
import { duplicateReport, findDuplicatesOf } from "../domain/curation/duplicates.ts"
import { importConcerts } from "../domain/curation/import-concerts.ts"
import { sendInvitation } from "../domain/invitations/send.ts"
import type { AppServices } from "../domain/services.ts"
import { closedLoop } from "./load.ts"
import { ADMIN, CATALOGUE_CITY, INVITER, random, userId, type WorldConcert } from "./world.ts"

export type Runtime = ManagedRuntime.ManagedRuntime<AppServices, never>

export const makeRuntime = (url: string): Runtime => ManagedRuntime.make(PostgresAdapters.layer(url))

export const IMPORT_ROWS = 100_000

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)

/** 100,000 rows: 85% new, 10% duplicates (of the catalogue, or of an earlier row), 5% invalid. */
export const importCsv = (world: ReadonlyArray<WorldConcert>, seed: number) => {
  const rnd = random(seed ^ 0x1234)
  const lines = ["artist,venue,city,date"]
  const valid: Array<readonly [string, string, string, string]> = []
  for (let i = 0; i < IMPORT_ROWS; i++) {
    const u = rnd()
    let row: readonly [string, string, string, string]
    if (u < 0.05) row = rnd() < 0.5 ? ["", `Import Hall ${i % 50}`, "Import City", "2031-05-01"] : [`Import Act ${i}`, "Somewhere", "Import City", "2031-02-30"]
    else if (u < 0.1) {
      const c = world[Math.floor(rnd() * world.length)]!
      row = [c.artist.toLowerCase(), c.venue, c.city, c.date]
    } else if (u < 0.15 && valid.length > 0) row = valid[Math.floor(rnd() * valid.length)]!
    else {
      const day = new Date(Date.UTC(2031, 0, 1) + Math.floor(rnd() * 700) * 86_400_000).toISOString().slice(0, 10)
      row = [`Import Act ${i}`, `Import Hall ${i % 50}`, `Import City ${i % 20}`, day]
      valid.push(row)
    }
    lines.push(row.map(csvCell).join(","))
  }
  return { csv: Buffer.from(`${lines.join("\n")}\n`), valid }
}

export interface ImportFigures {
  readonly rows: number
  readonly imported: number
  readonly duplicate: number
  readonly invalid: number
  readonly e2eSeconds: number
  /** Inside the repository: the identity probes and the inserts together, then each. */
  readonly dbSeconds: number
  readonly probeSeconds: number
  readonly insertSeconds: number
  readonly copySeconds: number
}

/** COPY of the valid rows into concerts (same indexes and constraints), rolled back. */
const copySeconds = async (url: string, valid: ReadonlyArray<readonly [string, string, string, string]>, adminId: string) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query("BEGIN")
    const text = valid.map(([artist, venue, city, date]) => `${crypto.randomUUID()}\t${artist}\t${venue}\t${city}\t${date}\t${adminId}\n`).join("")
    const started = performance.now()
    await pipeline(Readable.from([text]), client.query(copyFrom("COPY concerts (id, artist, venue, city, date, created_by) FROM STDIN")))
    const seconds = (performance.now() - started) / 1000
    await client.query("ROLLBACK")
    // The rolled-back rows left dead entries in the identity index that the import would then check
    // (about 8% of its time): vacuumed away, both meet the same table.
    await client.query("VACUUM concerts")
    return seconds
  } finally {
    await client.end()
  }
}

/** The import use case end to end (CSV bytes in, report out), timing the repository calls as the database phase. */
export const measureImport = async (runtime: Runtime, url: string, world: ReadonlyArray<WorldConcert>, seed: number): Promise<ImportFigures> => {
  const { csv, valid } = importCsv(world, seed)
  const copy = await copySeconds(url, valid, userId(ADMIN))
  const spent = { probe: 0, insert: 0 }
  const timed = <A, E, R>(phase: keyof typeof spent, effect: Effect.Effect<A, E, R>) =>
    Effect.suspend(() => {
      const started = performance.now()
      return Effect.ensuring(
        effect,
        Effect.sync(() => {
          spent[phase] += performance.now() - started
        })
      )
    })
  const started = performance.now()
  const report = await runtime.runPromise(
    Effect.gen(function* () {
      const admin = Option.getOrThrow(yield* (yield* UserRepo).findById(userId(ADMIN)))
      const repo = yield* ConcertRepo
      const measured = ConcertRepo.of({
        ...repo,
        insertMany: (concerts) => timed("insert", repo.insertMany(concerts)),
        insertNew: (concerts) => timed("insert", repo.insertNew(concerts)),
        existingIdentities: (identities) => timed("probe", repo.existingIdentities(identities))
      })
      return yield* importConcerts({ kind: "user", user: admin }, csvRecords(Readable.from([csv])), "bench.csv").pipe(
        Effect.provideService(ConcertRepo, measured)
      )
    })
  )
  return {
    rows: IMPORT_ROWS,
    imported: report.imported,
    duplicate: report.duplicate,
    invalid: report.invalid,
    e2eSeconds: (performance.now() - started) / 1000,
    dbSeconds: (spent.probe + spent.insert) / 1000,
    probeSeconds: spent.probe / 1000,
    insertSeconds: spent.insert / 1000,
    copySeconds: copy
  }
}

/** Duplicates of one concert (p99 over concerts of every city), and the report of the 2,000-concert city. */
export const measureDuplicates = async (runtime: Runtime, world: ReadonlyArray<WorldConcert>, seed: number, seconds: number) => {
  const rnd = random(seed ^ 0xd00d)
  const one = await closedLoop(() => runtime.runPromise(findDuplicatesOf(world[Math.floor(rnd() * world.length)]!.id)), 1, seconds, 50)
  const started = performance.now()
  const report = await runtime.runPromise(duplicateReport(CATALOGUE_CITY))
  return { one, citySeconds: (performance.now() - started) / 1000, cityPairs: report[0]?.pairs.length ?? 0 }
}

export const SENDS = 1_000

/** 1,000 sends at once from a user with 100 invites left: how many were granted, and how long it took. */
export const measureInvites = async (runtime: Runtime) => {
  const started = performance.now()
  const exits = await Promise.all(
    Array.from({ length: SENDS }, (_, i) => runtime.runPromiseExit(sendInvitation(userId(INVITER), `guest${i}@invited.bench.test`)))
  )
  const granted = exits.filter(Exit.isSuccess).length
  const refused = exits.filter((exit) => Exit.isFailure(exit)).length
  return { granted, refused, seconds: (performance.now() - started) / 1000 }
}
