/**
 * The benchmark's synthetic world, the same for the same seed and tier: users with profiles of mixed
 * visibility, a friendship graph with a long tail, concerts in cities (one city of 2,000 for the duplicate
 * report, with near-duplicate twins), and interests skewed towards popular concerts, members joining over a year and a
 * half and setting their interests on a few visits since (bench/analytics.ts adds the rest of that history). Loaded with COPY, on
 * tier L into the large tables without their indexes, which are then built from the migrations' definitions.
 */
import { Readable } from "node:stream"
import { pipeline } from "node:stream/promises"
import pg from "pg"
import { from as copyFrom } from "pg-copy-streams"
import { hashPassword } from "../adapters/crypto/passwords.argon2.ts"
import { fold } from "../domain/search/fold.ts"

export interface Tier {
  readonly name: "S" | "M" | "L"
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
  /** Load the large tables without their indexes and build these afterwards (much faster at a million users). */
  readonly deferIndexes: boolean
}

export const tiers: Record<"S" | "M" | "L", Tier> = {
  S: {
    name: "S",
    users: 10_000,
    avgFriends: 50,
    maxFriends: 200,
    concerts: 2_000,
    cities: 10,
    catalogueCity: 2_000,
    interestsPerUser: 20,
    seconds: 8,
    deferIndexes: false
  },
  M: {
    name: "M",
    users: 100_000,
    avgFriends: 100,
    maxFriends: 1_000,
    concerts: 20_000,
    cities: 50,
    catalogueCity: 2_000,
    interestsPerUser: 20,
    seconds: 15,
    deferIndexes: false
  },
  L: {
    name: "L",
    users: 1_000_000,
    avgFriends: 50,
    maxFriends: 1_000,
    concerts: 50_000,
    cities: 100,
    catalogueCity: 2_000,
    interestsPerUser: 20,
    seconds: 15,
    deferIndexes: true
  }
}

export const BENCH_PASSWORD = "soundcheck-bench"
export const VIEWER_FRIENDS = 300
export const INVITER_INVITES = 100
/** Fixed roles in the world: the discovery viewer, the admin who imports and curates, the inviter. */
export const VIEWER = 0
export const ADMIN = 1
export const INVITER = 2
export const CATALOGUE_CITY = "Catalogue City"

const DAY_MS = 86_400_000

/** How far back the world's history goes (issue #34): members joined over the 540 days before today. */
export const HISTORY_DAYS = 540

/**
 * When member `i` joined (epoch ms): the share joined grows as the square of the time, so each week more join than
 * the week before (the first members 540 days ago, the last ones just before today began, each at its own time of day).
 */
export const joinedAt = (i: number, tier: Tier, today: string): number =>
  Date.parse(`${today}T00:00:00Z`) - HISTORY_DAYS * DAY_MS + Math.floor(HISTORY_DAYS * DAY_MS * Math.sqrt(i / tier.users))

/** The moments a member set their interests at, between joining and today. */
const VISITS = 5

/** How a member joined (migration 0029's users.joined_via). */
export type JoinPath = "invitation" | "waitlist" | "open" | "admin"

/** The first members, the bench's own accounts among them (viewer, admin, inviter): joined by themselves, and in no history. */
export const FOUNDERS = 4

/** How member `i` joined: the founders by themselves, then 60% by a member's invitation, 15% from the waitlist, 22% open, 3% made by an admin. */
export const joinPathOf = (i: number, seed: number): JoinPath => {
  if (i < FOUNDERS) return "open"
  const u = random(Math.imul(i, 0x9e3779b1) ^ seed ^ 0x3401)()
  return u < 0.6 ? "invitation" : u < 0.75 ? "waitlist" : u < 0.97 ? "open" : "admin"
}

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

// The other cities' concerts read like a real catalogue, so that search (issue #28) meets real names: touring acts
// (bands, solo artists, a few spelt with accents), a dozen venues per city, cities by name.
const adjectives = [
  "Midnight",
  "Velvet",
  "Electric",
  "Golden",
  "Silver",
  "Hollow",
  "Neon",
  "Paper",
  "Wild",
  "Lunar",
  "Crimson",
  "Broken",
  "Quiet",
  "Burning",
  "Frozen",
  "Northern",
  "Southern",
  "Glass",
  "Iron",
  "Secret",
  "Lost",
  "Young",
  "Little",
  "Sonic",
  "Black",
  "White",
  "Blue",
  "Red",
  "Violet",
  "Amber",
  "Restless",
  "Sleepy",
  "Distant",
  "Bright",
  "Gentle",
  "Savage"
]
const nouns = [
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
  "Kings",
  "Queens",
  "Hearts",
  "Shadows",
  "Horses",
  "Oceans",
  "Mountains",
  "Satellites",
  "Strangers",
  "Lovers",
  "Saints",
  "Sisters",
  "Brothers",
  "Foxes",
  "Ravens",
  "Comets",
  "Waves",
  "Echoes",
  "Dreamers",
  "Thieves",
  "Giants",
  "Angels",
  "Bees"
]
const firstNames = [
  "Lucy",
  "Phoebe",
  "Julien",
  "Zoë",
  "José",
  "Chloé",
  "Søren",
  "Ólafur",
  "Mitski",
  "Sufjan",
  "Björn",
  "Anaïs",
  "Noémie",
  "Ruth",
  "Kai",
  "Amara",
  "Jonah",
  "Elif",
  "Mateo",
  "Ingrid",
  "Dario",
  "Hana",
  "Tomás",
  "Léa",
  "Marta",
  "Omar"
]
const lastNames = [
  "Dacus",
  "Baker",
  "Stevens",
  "Novak",
  "García",
  "Lindqvist",
  "Moreau",
  "Okafor",
  "Brennan",
  "Yılmaz",
  "Schäfer",
  "Kowalski",
  "Haddad",
  "Tanaka",
  "Ferreira",
  "Nilsson",
  "Walsh",
  "Rossi",
  "Duarte",
  "Keller"
]
const famous = ["The Midnight Owls", "Mötley Crüe", "Sigur Rós", "Motörhead", "Björk", "Beyoncé", "Hüsker Dü", "Blue Öyster Cult", "Röyksopp", "Mø"]
const cityNames = [
  "Austin",
  "Chicago",
  "Seattle",
  "Portland",
  "Denver",
  "Nashville",
  "Atlanta",
  "Boston",
  "Brooklyn",
  "Oakland",
  "Detroit",
  "Minneapolis",
  "Philadelphia",
  "Pittsburgh",
  "Baltimore",
  "Richmond",
  "Asheville",
  "Tucson",
  "Phoenix",
  "Albuquerque",
  "Salt Lake City",
  "Boise",
  "Omaha",
  "Kansas City",
  "St. Louis",
  "Milwaukee",
  "Cleveland",
  "Columbus",
  "Louisville",
  "Memphis",
  "New Orleans",
  "Houston",
  "Dallas",
  "San Diego",
  "Los Angeles",
  "San Francisco",
  "Sacramento",
  "Vancouver",
  "Toronto",
  "Montréal",
  "Québec",
  "Reykjavík",
  "Dublin",
  "Glasgow",
  "Manchester",
  "London",
  "Bristol",
  "Paris",
  "Lyon",
  "Bruxelles",
  "Amsterdam",
  "Köln",
  "Düsseldorf",
  "Hamburg",
  "Berlin",
  "København",
  "Malmö",
  "Göteborg",
  "Oslo",
  "Bergen",
  "Helsinki",
  "Tallinn",
  "Riga",
  "Vilnius",
  "Warszawa",
  "Kraków",
  "Praha",
  "Wien",
  "Zürich",
  "Genève",
  "Milano",
  "Torino",
  "Bologna",
  "Roma",
  "Napoli",
  "Barcelona",
  "Madrid",
  "Valencia",
  "Sevilla",
  "Lisboa",
  "Porto",
  "Athína",
  "Thessaloníki",
  "İstanbul",
  "Beograd",
  "Zagreb",
  "Ljubljana",
  "Budapest",
  "Bratislava",
  "București",
  "Sofia",
  "Tbilisi",
  "Tel Aviv",
  "São Paulo",
  "Rio de Janeiro",
  "Buenos Aires",
  "Santiago",
  "Bogotá",
  "Ciudad de México",
  "Montevideo"
]
const venueNames = [
  "Echo",
  "Velvet",
  "Crystal",
  "Paradise",
  "Fillmore",
  "Orpheum",
  "Roxy",
  "Majestic",
  "Union",
  "Lantern",
  "Bowery",
  "Empire",
  "Palace",
  "Electric",
  "Harbour",
  "Riverside",
  "Granada",
  "Apollo",
  "Troubadour",
  "Mercury",
  "Bluebird",
  "Starlight"
]
const venueKinds = ["Hall", "Theatre", "Club", "Ballroom", "Room", "Lounge", "Music Hall", "Social Club", "Opera House", "Garage"]

/**
 * The acts of the other cities: the famous few, then bands and solo artists, each name once. The word lists give about
 * 3,850 names; tier L wants 5,000 (it looped for ever): once a thousand draws in a row find no new name, the names come
 * again with a number ("The Velvet Owls 2"). Tiers S and M never get there, so their worlds are unchanged.
 */
const actsOf = (count: number, rnd: () => number): ReadonlyArray<string> => {
  const acts = new Set(famous)
  const pick = <A>(list: ReadonlyArray<A>) => list[Math.floor(rnd() * list.length)]!
  let misses = 0
  let round = 1
  while (acts.size < count) {
    const u = rnd()
    const name =
      u < 0.35
        ? `The ${pick(adjectives)} ${pick(nouns)}`
        : u < 0.6
          ? `${pick(adjectives)} ${pick(nouns)}`
          : u < 0.9
            ? `${pick(firstNames)} ${pick(lastNames)}`
            : `${pick(firstNames)} & the ${pick(nouns)}`
    const act = round === 1 ? name : `${name} ${round}`
    if (!acts.has(act)) {
      acts.add(act)
      misses = 0
    } else if (++misses > 1_000) {
      round++
      misses = 0
    }
  }
  return [...acts]
}

export interface WorldConcert {
  readonly id: string
  readonly artist: string
  readonly venue: string
  readonly city: string
  readonly date: string
}

const dayFrom = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The concerts: the catalogue city's first (with 5% near-duplicate twins: same act, other spelling, next day), as
 * they always were (the duplicate report reads them); then the other cities', each an act on tour (about ten shows
 * each) at one of the city's venues, never twice the same act, venue and day.
 */
export const concertsOf = (tier: Tier, seed: number, today: string): ReadonlyArray<WorldConcert> => {
  const rnd = random(seed ^ 0xc0ffee)
  const names = random(seed ^ 0x5ea7c4)
  const total = Math.max(tier.concerts, tier.catalogueCity * 2)
  const acts = actsOf(Math.ceil(total / 10), names)
  const cities = Array.from(
    { length: tier.cities - 1 },
    (_, n) => cityNames[n % cityNames.length]! + (n < cityNames.length ? "" : ` ${Math.floor(n / cityNames.length) + 1}`)
  )
  const venuesOf = cities.map(() =>
    Array.from({ length: 12 }, () => `${venueNames[Math.floor(names() * venueNames.length)]} ${venueKinds[Math.floor(names() * venueKinds.length)]}`)
  )
  const identities = new Set<string>()
  const out: Array<WorldConcert> = []
  for (let i = 0; i < total; i++) {
    const catalogue = i < tier.catalogueCity
    const cityIndex = catalogue ? -1 : Math.floor(rnd() * (tier.cities - 1))
    const twinOf = catalogue && i > 0 && rnd() < 0.05 ? out[i - 1] : undefined
    if (twinOf !== undefined) {
      out.push({ id: concertId(i), artist: twinOf.artist.toUpperCase(), venue: twinOf.venue, city: CATALOGUE_CITY, date: dayFrom(twinOf.date, 1) })
      continue
    }
    if (catalogue) {
      const artist = `${words[Math.floor(rnd() * 12)]} ${words[12 + Math.floor(rnd() * 12)]} ${i}`
      const venue = `${words[Math.floor(rnd() * words.length)]} ${venueWords[Math.floor(rnd() * venueWords.length)]} ${i % 97}`
      // A tenth in the past, the rest over the coming year.
      out.push({ id: concertId(i), artist, venue, city: CATALOGUE_CITY, date: dayFrom(today, Math.floor(rnd() * 400) - 40) })
      continue
    }
    let concert: WorldConcert
    do {
      concert = {
        id: concertId(i),
        artist: acts[Math.floor(names() * acts.length)]!,
        venue: venuesOf[cityIndex]![Math.floor(names() * 12)]!,
        city: cities[cityIndex]!,
        date: dayFrom(today, Math.floor(rnd() * 400) - 40)
      }
    } while (identities.has(`${concert.artist.toLowerCase()}|${concert.venue.toLowerCase()}|${concert.date}`))
    identities.add(`${concert.artist.toLowerCase()}|${concert.venue.toLowerCase()}|${concert.date}`)
    out.push(concert)
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

/** COPY rows, a few thousand lines per chunk, streamed as they are made. */
export const copy = async (client: pg.ClientBase, statement: string, rows: Iterable<string>) => {
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

/**
 * COPY into a table emptied in the same transaction, WITH (FREEZE): the rows are written frozen and the pages
 * marked all-visible, so the closing VACUUM does not rewrite them to set hint bits and the visibility map.
 */
const copyFrozen = async (client: pg.PoolClient, table: string, columns: string, rows: Iterable<string>) => {
  await client.query("BEGIN")
  await client.query(`TRUNCATE ${table}`)
  await copy(client, `COPY ${table} (${columns}) FROM STDIN WITH (FREEZE)`, rows)
  await client.query("COMMIT")
}

/** The tables loaded without their indexes on tiers that defer them: the large ones. */
const DEFERRED_TABLES = ["friendships", "friend_lists", "user_concert_interests"]

interface IndexDefinition {
  readonly name: string
  readonly table: string
  readonly definition: string
  /** The primary key or unique constraint the index carries, if any. */
  readonly constraint: { readonly name: string; readonly type: "p" | "u" | "x" } | null
}

/** The indexes of `tables` as the migrations made them, with the constraint each one carries. */
const indexesOf = async (client: pg.PoolClient, tables: ReadonlyArray<string>): Promise<ReadonlyArray<IndexDefinition>> => {
  const { rows } = await client.query<{ name: string; table: string; definition: string; conname: string | null; contype: "p" | "u" | "x" | null }>(
    `SELECT ic.relname AS name, tc.relname AS table, pg_get_indexdef(i.indexrelid) AS definition, c.conname, c.contype
     FROM pg_index i
     JOIN pg_class ic ON ic.oid = i.indexrelid
     JOIN pg_class tc ON tc.oid = i.indrelid
     LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.conrelid = i.indrelid AND c.contype IN ('p', 'u', 'x')
     WHERE tc.relnamespace = current_schema()::regnamespace AND tc.relname = ANY($1)
     ORDER BY tc.relname, ic.relname`,
    [tables]
  )
  return rows.map((r) => ({
    name: r.name,
    table: r.table,
    definition: r.definition,
    constraint: r.conname && r.contype ? { name: r.conname, type: r.contype } : null
  }))
}

/** Every index and constraint of `tables`, as text: compared before the drop and after the rebuild. */
const schemaOf = async (client: pg.PoolClient, tables: ReadonlyArray<string>): Promise<string> => {
  const { rows } = await client.query<{ line: string }>(
    `SELECT line FROM (
       SELECT 'index ' || indexname || ': ' || indexdef AS line FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ANY($1)
       UNION ALL
       SELECT 'constraint ' || conrelid::regclass || '.' || conname || ' (' || contype::text || ', ' || convalidated::text || '): ' || pg_get_constraintdef(oid)
       FROM pg_constraint WHERE conrelid = ANY (SELECT oid FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relname = ANY($1))
     ) l ORDER BY line`,
    [tables]
  )
  return rows.map((r) => r.line).join("\n")
}

/** Drops the indexes of `tables` (and the primary keys and unique constraints they carry); returns them. */
const dropIndexes = async (client: pg.PoolClient, tables: ReadonlyArray<string>): Promise<ReadonlyArray<IndexDefinition>> => {
  const indexes = await indexesOf(client, tables)
  for (const index of indexes) {
    if (index.constraint?.type === "x") throw new Error(`${index.table}.${index.constraint.name}: exclusion constraints are not rebuilt`)
    await client.query(index.constraint ? `ALTER TABLE ${index.table} DROP CONSTRAINT ${index.constraint.name}` : `DROP INDEX ${index.name}`)
  }
  return indexes
}

/**
 * Builds the indexes from their own definitions, two at a time (one per connection, largest tables first),
 * then turns those that carried a primary key or unique constraint back into it (`USING INDEX`: no second
 * build). CREATE INDEX takes a share lock, so two builds on one table do not wait for each other.
 */
const rebuildIndexes = async (clients: ReadonlyArray<pg.PoolClient>, indexes: ReadonlyArray<IndexDefinition>, log: (line: string) => void) => {
  const { rows } = await clients[0]!.query<{ relname: string; bytes: string }>(
    "SELECT relname, pg_relation_size(oid) AS bytes FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relname = ANY($1)",
    [indexes.map((index) => index.table)]
  )
  const bytes = new Map(rows.map((r) => [r.relname, Number(r.bytes)]))
  const queue = [...indexes].sort((a, b) => (bytes.get(b.table) ?? 0) - (bytes.get(a.table) ?? 0))
  await Promise.all(
    clients.map(async (client) => {
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
        const started = performance.now()
        await client.query(index.definition)
        log(`  index ${index.name} built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
      }
    })
  )
  for (const index of indexes) {
    if (index.constraint === null) continue
    const kind = index.constraint.type === "p" ? "PRIMARY KEY" : "UNIQUE"
    await clients[0]!.query(`ALTER TABLE ${index.table} ADD CONSTRAINT ${index.constraint.name} ${kind} USING INDEX ${index.name}`)
  }
}

export interface WorldCounts {
  readonly users: number
  readonly friendships: number
  readonly concerts: number
  readonly interests: number
  readonly viewerFriends: number
  /** The viewer's friends and friends of friends. */
  readonly viewerCircle: number
}

/**
 * Builds the world into an empty, migrated database, on two connections: users and profiles first, then
 * friendships (and the friend lists made from them) on one while concerts and interests load on the other.
 * On tiers that defer indexes, the large tables are loaded bare and their indexes built afterwards from the
 * migrations' own definitions (checked to be identical before and after).
 */
export const buildWorld = async (url: string, tier: Tier, seed: number, today: string, log: (line: string) => void): Promise<WorldCounts> => {
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  const clients = [await pool.connect(), await pool.connect()] as const
  const [one, two] = clients
  const began = performance.now()
  const step = (what: string) => log(`  ${what} (${((performance.now() - began) / 1000).toFixed(1)} s into the world)`)
  try {
    const hash = await hashPassword(BENCH_PASSWORD)
    // Every id once, not once per row that names it.
    const ids = Array.from({ length: tier.users }, (_, i) => userId(i))
    for (const client of clients) {
      // The rows are consistent by construction: foreign-key triggers are skipped while loading.
      await client.query("SET session_replication_role = replica")
      await client.query(`SET maintenance_work_mem = '${tier.deferIndexes ? "1GB" : "256MB"}'`)
      await client.query(`SET work_mem = '${tier.deferIndexes ? "1GB" : "64MB"}'`)
      // Two connections on two cores: one process per index build.
      await client.query("SET max_parallel_maintenance_workers = 0")
    }
    const schemaBefore = tier.deferIndexes ? await schemaOf(one, DEFERRED_TABLES) : ""
    const deferred = tier.deferIndexes ? await dropIndexes(one, DEFERRED_TABLES) : []
    await one.query("BEGIN")
    await copy(
      one,
      // The key is given: triggers (migration 0016's would fill it in) do not fire while loading.
      "COPY users (id, email, email_key, password_hash, email_confirmed_at, created_at, joined_via) FROM STDIN",
      (function* () {
        for (let i = 0; i < tier.users; i++) {
          const created = new Date(joinedAt(i, tier, today)).toISOString()
          yield `${ids[i]}\tfan${i}@bench.test\tfan${i}@bench.test\t${hash}\t${created}\t${created}\t${joinPathOf(i, seed)}`
        }
      })()
    )
    const vis = random(seed ^ 0xbeef)
    await copy(
      one,
      "COPY profiles (user_id, display_name, concert_visibility, invite_count) FROM STDIN",
      (function* () {
        for (let i = 0; i < tier.users; i++) yield `${ids[i]}\tFan ${i}\t${visibilityOf(i, vis)}\t${i === INVITER ? INVITER_INVITES : 5}`
      })()
    )
    await one.query(`INSERT INTO user_roles (user_id, role) VALUES ('${userId(ADMIN)}', 'admin')`)
    await one.query("COMMIT")
    step(`${tier.users} users and profiles loaded`)

    let friendships = 0
    let viewerFriends = 0
    let interests = 0
    const concerts = concertsOf(tier, seed, today)
    // Both loads run to their end before any failure is raised: neither connection is released mid-COPY.
    const loads = await Promise.allSettled([
      (async () => {
        await copyFrozen(
          one,
          "friendships",
          "user_a, user_b",
          (function* () {
            for (const [i, j] of friendPairs(tier, seed)) {
              const [a, b] = [ids[i]!, ids[j]!]
              friendships++
              if (i === VIEWER || j === VIEWER) viewerFriends++
              yield a < b ? `${a}\t${b}` : `${b}\t${a}`
            }
          })()
        )
        step(`${friendships} friendships loaded`)
        // The triggers that keep friend_lists are off while loading (replica role): the lists are built in one go.
        await one.query(`
          INSERT INTO friend_lists (user_id, friends)
          SELECT src, array_agg(dst ORDER BY dst)
          FROM (SELECT user_a AS src, user_b AS dst FROM friendships UNION ALL SELECT user_b, user_a FROM friendships) e
          GROUP BY src`)
        step("friend lists built")
      })(),
      (async () => {
        // With the search folds the application gives (migration 0019's triggers do not fire while loading), and the
        // words' vocabulary and word → concert list built from them in one go.
        await copy(
          two,
          "COPY concerts (id, artist, venue, city, date, artist_folded, venue_folded, city_folded) FROM STDIN",
          concerts.map((c) => `${c.id}\t${c.artist}\t${c.venue}\t${c.city}\t${c.date}\t${fold(c.artist)}\t${fold(c.venue)}\t${fold(c.city)}`)
        )
        await two.query(`
          INSERT INTO search_vocabulary (word)
          SELECT DISTINCT x.word FROM concerts c, search_words_of(c.artist_folded, c.venue_folded, c.city_folded) x`)
        await two.query(`
          INSERT INTO concert_search_words (word, concert_id, fields, date)
          SELECT x.word, c.id, x.fields, c.date FROM concerts c, search_words_of(c.artist_folded, c.venue_folded, c.city_folded) x`)
        const pick = random(seed ^ 0xabc)
        // Each interest last changed during one of its fan's visits since joining (issue #34: a few minutes of one of
        // VISITS moments), drawn apart from the choices so that these stay the worlds they were.
        const when = random(seed ^ 0x3434)
        const todayMs = Date.parse(`${today}T00:00:00Z`)
        await copyFrozen(
          two,
          "user_concert_interests",
          "user_id, concert_id, interest_status, created_at, updated_at",
          (function* () {
            for (let i = 0; i < tier.users; i++) {
              const n = Math.round(tier.interestsPerUser * (0.5 + pick()))
              const joined = joinedAt(i, tier, today)
              const visits = Array.from({ length: VISITS }, () => joined + Math.floor(when() * (todayMs - joined)))
              const chosen = new Set<number>()
              while (chosen.size < n) chosen.add(Math.floor(pick() ** 2 * concerts.length))
              for (const c of chosen) {
                const u = pick()
                const changed = new Date(visits[Math.floor(when() * VISITS)]! + Math.floor(when() * 600_000)).toISOString()
                interests++
                yield `${ids[i]}\t${concerts[c]!.id}\t${u < 0.1 ? "has_tickets" : u < 0.2 ? "not_interested" : "interested"}\t${changed}\t${changed}`
              }
            }
          })()
        )
        step(`${concerts.length} concerts and ${interests} interests loaded`)
      })()
    ])
    for (const load of loads) if (load.status === "rejected") throw load.reason

    if (tier.deferIndexes) {
      await rebuildIndexes(clients, deferred, log)
      const schemaAfter = await schemaOf(one, DEFERRED_TABLES)
      if (schemaAfter !== schemaBefore) throw new Error(`the rebuilt indexes differ from the migrations':\n${schemaBefore}\n---\n${schemaAfter}`)
      step(`${deferred.length} indexes built`)
    }
    for (const client of clients) await client.query("SET session_replication_role = DEFAULT")
    // Vacuumed as autovacuum would leave a settled table: index-only scans need the visibility map.
    await one.query("VACUUM ANALYZE")
    const { rows: size } = await one.query<{ mb: string }>("SELECT pg_database_size(current_database()) / 1048576 AS mb")
    step(`vacuumed and analyzed; the database takes ${size[0]!.mb} MB`)
    const { rows } = await one.query<{ circle: string }>(
      `SELECT count(*) AS circle FROM (
         SELECT unnest(friends) AS id FROM friend_lists WHERE user_id = $1
         UNION SELECT unnest(friends) FROM friend_lists WHERE user_id = ANY (SELECT unnest(friends) FROM friend_lists WHERE user_id = $1)
       ) c WHERE id <> $1`,
      [ids[VIEWER]]
    )
    return { users: tier.users, friendships, concerts: concerts.length, interests, viewerFriends, viewerCircle: Number(rows[0]!.circle) }
  } finally {
    for (const client of clients) client.release()
    await pool.end()
  }
}
