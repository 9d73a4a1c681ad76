/**
 * Issue #32: what follows cost an import. 10,000 concerts imported into the world as it is (nobody follows anyone),
 * then 10,000 of the same shape after 20% of fans followed 20 artists each (drawn from the world's artists and the
 * file's), 60% of them with one to three cities picked: the ratio of the two imports' times, end to end (CSV in, report
 * out), the alerts and their in-app news written in the same transaction.
 */
import { Readable } from "node:stream"
import { Effect, Option } from "effect"
import pg from "pg"
import { csvRecords } from "../adapters/csv/csv-records.ts"
import { UserRepo } from "../domain/accounts/user-repo.ts"
import { importConcerts } from "../domain/curation/import-concerts.ts"
import { writeQueuedAlerts } from "../domain/follows/alerts.ts"
import { artistKey, cityKey } from "../domain/follows/artist-key.ts"
import type { Runtime } from "./curation.ts"
import { ADMIN, random, type Tier, userId, type WorldConcert } from "./world.ts"

export const FOLLOW_IMPORT_ROWS = 10_000
/** The file's artists, each on a tour of FOLLOW_IMPORT_ROWS / FILE_ACTS shows. */
const FILE_ACTS = 1_000
export const FOLLOWING_SHARE = 0.2
export const ARTISTS_FOLLOWED = 20

const dayFrom = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** 10,000 new concerts of `prefix` acts in the world's cities, over the coming two years. */
const fileOf = (prefix: string, cities: ReadonlyArray<string>, today: string, seed: number) => {
  const rnd = random(seed)
  const lines = ["artist,venue,city,date"]
  for (let i = 0; i < FOLLOW_IMPORT_ROWS; i++) {
    const act = i % FILE_ACTS
    lines.push(
      `${prefix} ${act},${prefix} Hall ${i % 40},${cities[Math.floor(rnd() * cities.length)]},${dayFrom(today, 1 + Math.floor(i / FILE_ACTS) * 60 + Math.floor(rnd() * 50))}`
    )
  }
  return Buffer.from(`${lines.join("\n")}\n`)
}

const timedImport = async (runtime: Runtime, csv: Buffer) => {
  const started = performance.now()
  const report = await runtime.runPromise(
    Effect.gen(function* () {
      const admin = Option.getOrThrow(yield* (yield* UserRepo).findById(userId(ADMIN)))
      return yield* importConcerts({ kind: "user", user: admin }, csvRecords(Readable.from([csv])), "follows.csv")
    })
  )
  return { seconds: (performance.now() - started) / 1000, report }
}

/** 20% of fans follow 20 artists each (the world's and the file's alike); 60% of them go to one to three cities. */
const loadFollows = async (
  url: string,
  tier: Tier,
  world: ReadonlyArray<WorldConcert>,
  fileActs: ReadonlyArray<string>,
  cities: ReadonlyArray<string>,
  seed: number
) => {
  const rnd = random(seed ^ 0xf011)
  const pool = [...new Set(world.map((c) => c.artist)), ...fileActs]
  const [users, keys, names, cityUsers, cityKeys, cityNames] = [[], [], [], [], [], []] as [string[], string[], string[], string[], string[], string[]]
  for (let i = 0; i < tier.users; i++) {
    if (rnd() >= FOLLOWING_SHARE) continue
    const chosen = new Set<string>()
    while (chosen.size < ARTISTS_FOLLOWED) chosen.add(pool[Math.floor(rnd() * pool.length)]!)
    for (const name of chosen) {
      users.push(userId(i))
      keys.push(artistKey(name))
      names.push(name)
    }
    if (rnd() < 0.6) {
      const picked = new Set<string>()
      const n = 1 + Math.floor(rnd() * 3)
      while (picked.size < n) picked.add(cities[Math.floor(rnd() * cities.length)]!)
      for (const city of picked) {
        cityUsers.push(userId(i))
        cityKeys.push(cityKey(city))
        cityNames.push(city)
      }
    }
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(
      "INSERT INTO artist_follows (user_id, artist_key, artist, created_at) SELECT u, k, a, now() FROM unnest($1::uuid[], $2::text[], $3::text[]) AS t (u, k, a) ON CONFLICT DO NOTHING",
      [users, keys, names]
    )
    await client.query(
      "INSERT INTO user_cities (user_id, city_key, city) SELECT u, k, c FROM unnest($1::uuid[], $2::text[], $3::text[]) AS t (u, k, c) ON CONFLICT DO NOTHING",
      [cityUsers, cityKeys, cityNames]
    )
    await client.query("VACUUM ANALYZE artist_follows, user_cities")
  } finally {
    await client.end()
  }
  return { follows: users.length, fans: new Set(users).size }
}

export interface FollowImportFigures {
  readonly plainSeconds: number
  readonly followedSeconds: number
  readonly follows: number
  readonly followersAlerted: number
  /** The sweep that writes the queued alerts afterwards (outside the import's transaction), and the alerts it wrote. */
  readonly alertSweepSeconds: number
  readonly alertsWritten: number
}

/** The plain import, the follows loaded, then the import that alerts them. */
export const measureImportWithFollows = async (
  runtime: Runtime,
  url: string,
  tier: Tier,
  world: ReadonlyArray<WorldConcert>,
  today: string,
  seed: number
): Promise<FollowImportFigures> => {
  const cities = [...new Set(world.map((c) => c.city))]
  const plain = await timedImport(runtime, fileOf("Plain Act", cities, today, seed ^ 0x9a1))
  const { follows } = await loadFollows(
    url,
    tier,
    world,
    Array.from({ length: FILE_ACTS }, (_, i) => `Followed Act ${i}`),
    cities,
    seed
  )
  const followed = await timedImport(runtime, fileOf("Followed Act", cities, today, seed ^ 0x9a1))
  const sweepStart = performance.now()
  const alertsWritten = await runtime.runPromise(writeQueuedAlerts())
  return {
    plainSeconds: plain.seconds,
    followedSeconds: followed.seconds,
    follows,
    followersAlerted: followed.report.followersAlerted,
    alertSweepSeconds: (performance.now() - sweepStart) / 1000,
    alertsWritten
  }
}
