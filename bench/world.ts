/**
 * The benchmark's synthetic world, the same for the same seed and tier: users with profiles of mixed
 * visibility, a friendship graph with a long tail, concerts in cities (one city of 2,000 for the duplicate
 * report, with near-duplicate twins), and interests skewed towards popular concerts. Loaded with COPY.
 */
import { Readable } from "node:stream"
import { pipeline } from "node:stream/promises"
import pg from "pg"
import { from as copyFrom } from "pg-copy-streams"
import { hashPassword } from "../adapters/crypto/passwords.argon2.ts"

export interface Tier {
  readonly name: "S" | "M"
  readonly users: number
  /** Mean friends per user; a few have up to `maxFriends`. */
  readonly avgFriends: number
  readonly maxFriends: number
  /** Concerts in `cities` cities, the catalogue city below being one of them. */
  readonly concerts: number
  readonly cities: number
  /** Concerts of the one city the duplicate report reads (part of `concerts` when they are enough). */
  readonly catalogueCity: number
  readonly interestsPerUser: number
  /** Seconds each load test runs. */
  readonly seconds: number
}

export const tiers: Record<"S" | "M", Tier> = {
  S: { name: "S", users: 10_000, avgFriends: 50, maxFriends: 200, concerts: 2_000, cities: 10, catalogueCity: 2_000, interestsPerUser: 20, seconds: 8 },
  M: { name: "M", users: 100_000, avgFriends: 100, maxFriends: 1_000, concerts: 20_000, cities: 50, catalogueCity: 2_000, interestsPerUser: 20, seconds: 15 }
}

export const BENCH_PASSWORD = "soundcheck-bench"
export const VIEWER_FRIENDS = 300
export const INVITER_INVITES = 100
/** Fixed roles in the world: the discovery viewer, the admin who imports and curates, the inviter. */
export const VIEWER = 0
export const ADMIN = 1
export const INVITER = 2
export const CATALOGUE_CITY = "Catalogue City"

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export const random = (seed: number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Deterministic, scattered uuids: a kind prefix, then index × an odd constant mod 2^32 (a bijection). */
const uuid = (kind: string, i: number) =>
  `${kind}-0000-4000-8000-${((i * 2654435761) % 4294967296).toString(16).padStart(8, "0")}${(i % 65536).toString(16).padStart(4, "0")}`
export const userId = (i: number) => uuid("00000000", i)
export const concertId = (i: number) => uuid("c0000000", i)

const words = [
  "Velvet",
  "Midnight",
  "Echo",
  "Paper",
  "Golden",
  "Static",
  "Neon",
  "Silver",
  "Hollow",
  "Wild",
  "Electric",
  "Lunar",
  "Owls",
  "Tigers",
  "Rivers",
  "Ghosts",
  "Engines",
  "Pilots",
  "Lanterns",
  "Wolves",
  "Machines",
  "Gardens",
  "Sparrows",
  "Kings"
]
const venueWords = ["Hall", "Theatre", "Club", "Arena", "Ballroom", "Room", "Garage", "Lounge"]

export interface WorldConcert {
  readonly id: string
  readonly artist: string
  readonly venue: string
  readonly city: string
  readonly date: string
}

const dayFrom = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** The concerts: the catalogue city's first (with 5% near-duplicate twins: same act, other spelling, next day). */
export const concertsOf = (tier: Tier, seed: number, today: string): ReadonlyArray<WorldConcert> => {
  const rnd = random(seed ^ 0xc0ffee)
  const total = Math.max(tier.concerts, tier.catalogueCity * 2)
  const out: Array<WorldConcert> = []
  for (let i = 0; i < total; i++) {
    const catalogue = i < tier.catalogueCity
    const city = catalogue ? CATALOGUE_CITY : `City ${1 + Math.floor(rnd() * (tier.cities - 1))}`
    const twinOf = catalogue && i > 0 && rnd() < 0.05 ? out[i - 1] : undefined
    if (twinOf !== undefined) {
      out.push({ id: concertId(i), artist: twinOf.artist.toUpperCase(), venue: twinOf.venue, city, date: dayFrom(twinOf.date, 1) })
      continue
    }
    const artist = `${words[Math.floor(rnd() * 12)]} ${words[12 + Math.floor(rnd() * 12)]} ${i}`
    const venue = `${words[Math.floor(rnd() * words.length)]} ${venueWords[Math.floor(rnd() * venueWords.length)]} ${i % 97}`
    // A tenth in the past, the rest over the coming year.
    out.push({ id: concertId(i), artist, venue, city, date: dayFrom(today, Math.floor(rnd() * 400) - 40) })
  }
  return out
}

/** Friends per user: most near the mean, a long tail up to the maximum. */
const degreeOf = (tier: Tier, rnd: () => number) =>
  rnd() < 0.03
    ? Math.min(tier.maxFriends, Math.round(tier.avgFriends * 2 + rnd() ** 3 * (tier.maxFriends - tier.avgFriends * 2)))
    : Math.max(1, Math.round(tier.avgFriends * (0.5 + rnd() * 0.9)))

/**
 * Friendships as index pairs. Each user draws half its degree as distinct offsets in [1, n/2) and befriends
 * (i + offset) mod n: a pair (i, j) could only come again from j with offset n - offset ≥ n/2, so every pair is
 * drawn once without a global set. Most offsets are short (friends of friends overlap), some anywhere.
 * The viewer has exactly VIEWER_FRIENDS: nobody else draws the viewer.
 */
export function* friendPairs(tier: Tier, seed: number): Generator<readonly [number, number]> {
  const n = tier.users
  const half = Math.floor((n - 1) / 2)
  const rnd = random(seed ^ 0xf00d)
  for (let i = 0; i < n; i++) {
    const wanted = i === VIEWER ? VIEWER_FRIENDS : Math.floor(degreeOf(tier, rnd) / 2) + (rnd() < 0.5 ? 1 : 0)
    const offsets = new Set<number>()
    let tries = 0
    while (offsets.size < wanted && tries++ < wanted * 4) {
      const offset = rnd() < 0.7 ? 1 + Math.floor(rnd() ** 2 * Math.min(half, 2_000)) : 1 + Math.floor(rnd() * half)
      const j = (i + offset) % n
      if (i !== VIEWER && j === VIEWER) continue
      offsets.add(offset)
    }
    for (const offset of offsets) yield [i, (i + offset) % n]
  }
}

const visibilities = ["public", "friends_of_friends", "friends_only", "private"] as const
const visibilityOf = (i: number, rnd: () => number) => {
  if (i <= INVITER) return "friends_of_friends"
  const u = rnd()
  return u < 0.2 ? visibilities[0] : u < 0.8 ? visibilities[1] : u < 0.95 ? visibilities[2] : visibilities[3]
}

/** COPY rows, a few thousand lines per chunk. */
const copy = async (client: pg.PoolClient, statement: string, rows: Iterable<string>) => {
  function* chunks() {
    let buffer = ""
    for (const row of rows) {
      buffer += `${row}\n`
      if (buffer.length > 1 << 16) {
        yield buffer
        buffer = ""
      }
    }
    if (buffer !== "") yield buffer
  }
  await pipeline(Readable.from(chunks()), client.query(copyFrom(statement)))
}

export interface WorldCounts {
  readonly users: number
  readonly friendships: number
  readonly concerts: number
  readonly interests: number
  readonly viewerFriends: number
}

/** Builds the world into an empty, migrated database. */
export const buildWorld = async (url: string, tier: Tier, seed: number, today: string, log: (line: string) => void): Promise<WorldCounts> => {
  const pool = new pg.Pool({ connectionString: url, max: 1 })
  const client = await pool.connect()
  try {
    const hash = await hashPassword(BENCH_PASSWORD)
    // The rows are consistent by construction: foreign-key triggers are skipped while loading.
    await client.query("SET session_replication_role = replica")
    await client.query("BEGIN")
    const created = "2025-01-01 00:00:00+00"
    await copy(
      client,
      "COPY users (id, email, password_hash, email_confirmed_at, created_at) FROM STDIN",
      (function* () {
        for (let i = 0; i < tier.users; i++) yield `${userId(i)}\tfan${i}@bench.test\t${hash}\t${created}\t${created}`
      })()
    )
    const vis = random(seed ^ 0xbeef)
    await copy(
      client,
      "COPY profiles (user_id, display_name, concert_visibility, invite_count) FROM STDIN",
      (function* () {
        for (let i = 0; i < tier.users; i++) yield `${userId(i)}\tFan ${i}\t${visibilityOf(i, vis)}\t${i === INVITER ? INVITER_INVITES : 5}`
      })()
    )
    await client.query(`INSERT INTO user_roles (user_id, role) VALUES ('${userId(ADMIN)}', 'admin')`)
    let friendships = 0
    let viewerFriends = 0
    await copy(
      client,
      "COPY friendships (user_a, user_b) FROM STDIN",
      (function* () {
        for (const [i, j] of friendPairs(tier, seed)) {
          const [a, b] = [userId(i), userId(j)]
          friendships++
          if (i === VIEWER || j === VIEWER) viewerFriends++
          yield a < b ? `${a}\t${b}` : `${b}\t${a}`
        }
      })()
    )
    // The triggers that keep friend_lists are off while loading (replica role): the lists are built in one go.
    await client.query(`
      INSERT INTO friend_lists (user_id, friends)
      SELECT src, array_agg(dst ORDER BY dst)
      FROM (SELECT user_a AS src, user_b AS dst FROM friendships UNION ALL SELECT user_b, user_a FROM friendships) e
      GROUP BY src`)
    log(`  ${friendships} friendships loaded, friend lists built`)
    const concerts = concertsOf(tier, seed, today)
    await copy(
      client,
      "COPY concerts (id, artist, venue, city, date) FROM STDIN",
      concerts.map((c) => `${c.id}\t${c.artist}\t${c.venue}\t${c.city}\t${c.date}`)
    )
    let interests = 0
    const pick = random(seed ^ 0xabc)
    await copy(
      client,
      "COPY user_concert_interests (user_id, concert_id, interest_status) FROM STDIN",
      (function* () {
        for (let i = 0; i < tier.users; i++) {
          const n = Math.round(tier.interestsPerUser * (0.5 + pick()))
          const chosen = new Set<number>()
          while (chosen.size < n) chosen.add(Math.floor(pick() ** 2 * concerts.length))
          for (const c of chosen) {
            const u = pick()
            interests++
            yield `${userId(i)}\t${concerts[c]!.id}\t${u < 0.1 ? "has_tickets" : u < 0.2 ? "not_interested" : "interested"}`
          }
        }
      })()
    )
    await client.query("COMMIT")
    await client.query("SET session_replication_role = DEFAULT")
    // Vacuumed as autovacuum would leave a settled table: index-only scans need the visibility map.
    await client.query("VACUUM ANALYZE")
    return { users: tier.users, friendships, concerts: concerts.length, interests, viewerFriends }
  } finally {
    client.release()
    await pool.end()
  }
}
