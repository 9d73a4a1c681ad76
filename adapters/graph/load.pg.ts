/**
 * Loads the social-graph index from PostgreSQL in one REPEATABLE READ transaction (one snapshot for every table, and
 * that snapshot kept: the log is read from it on, catch-up.pg.ts). The big tables come out by `COPY … TO STDOUT` as
 * text on a plain `pg` client (pg-copy-streams; slonik has no COPY), people numbered by the database
 * (`users.graph_id`) and concerts densely (`row_number()` over their order, the same in every statement of the
 * snapshot), so friendships and interests arrive as integers and are packed as they stream in.
 *
 * The COPY statements are fixed texts, two variants each (the horizon: two days before the server's day, or every
 * concert); no value is ever put into them.
 */
import pg from "pg"
import { to as copyTo } from "pg-copy-streams"
import type { Visibility } from "../../domain/accounts/contract.ts"
import type { ConcertStatus } from "../../domain/concerts/show.ts"
import { Lists } from "./lists.ts"
import { type ConcertFacts, type Loaded, type PersonFacts, SocialGraph } from "./social-graph.ts"

const numberedConcerts = (all: boolean) =>
  `shows AS (SELECT id, (row_number() OVER (ORDER BY date, id) - 1)::int AS n FROM concerts${all ? "" : " WHERE date >= current_date - 2"})`

/** `awayUntil` in SQL over `u` (users): -1 until lifted (or deletion asked), 0 not away, else the end in epoch ms. */
export const AWAY_UNTIL = `CASE WHEN u.deletion_requested_at IS NOT NULL THEN -1 WHEN u.suspended_at IS NULL THEN 0
  WHEN u.suspended_until IS NULL THEN -1 ELSE extract(epoch FROM u.suspended_until) * 1000 END`

const PEOPLE = `COPY (SELECT u.graph_id, u.id, COALESCE(p.concert_visibility, 'friends_of_friends'), p.display_name, ${AWAY_UNTIL}
  FROM users u LEFT JOIN profiles p ON p.user_id = u.id) TO STDOUT`
const FRIENDSHIPS = `COPY (SELECT a.graph_id, b.graph_id FROM friendships f JOIN users a ON a.id = f.user_a JOIN users b ON b.id = f.user_b) TO STDOUT`
const BLOCKS = `COPY (SELECT a.graph_id, b.graph_id FROM user_blocks k JOIN users a ON a.id = k.blocker_id JOIN users b ON b.id = k.blocked_id) TO STDOUT`
const concertsCopy = (all: boolean) => `COPY (SELECT id, date, city, CASE WHEN city_folded = '' THEN city ELSE city_folded END, artist_key, status
  FROM concerts${all ? "" : " WHERE date >= current_date - 2"} ORDER BY date, id) TO STDOUT`
const interestsCopy = (all: boolean) => `COPY (WITH ${numberedConcerts(all)}
  SELECT u.graph_id, s.n, CASE i.interest_status WHEN 'not_interested' THEN 0 WHEN 'interested' THEN 1 ELSE 2 END
  FROM user_concert_interests i JOIN shows s ON s.id = i.concert_id JOIN users u ON u.id = i.user_id) TO STDOUT`

/** COPY's text format: `\N` is NULL; backslash escapes for the backslash itself and the control characters COPY writes. */
const copyText = (field: string): string | null => {
  if (field === "\\N") return null
  if (!field.includes("\\")) return field
  return field.replace(/\\(.)/g, (_, c: string) => ({ b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v" })[c] ?? c)
}

/** Streams a COPY's rows as arrays of text fields (for the small tables: people and concerts). */
const copyRows = async (client: pg.Client, text: string, onRow: (fields: Array<string | null>) => void) => {
  let rest: Buffer = Buffer.alloc(0)
  for await (const chunk of client.query(copyTo(text)) as AsyncIterable<Buffer>) {
    const buffer = rest.length === 0 ? chunk : Buffer.concat([rest, chunk])
    let start = 0
    for (let end = buffer.indexOf(10, start); end >= 0; end = buffer.indexOf(10, start)) {
      onRow(buffer.toString("utf8", start, end).split("\t").map(copyText))
      start = end + 1
    }
    rest = buffer.subarray(start)
  }
}

/** Streams a COPY of non-negative integer columns, parsed digit by digit (friendships and interests: millions of rows). */
const copyIntegers = async (client: pg.Client, text: string, columns: number, onRow: (row: Int32Array) => void) => {
  const row = new Int32Array(columns)
  let field = 0
  let value = 0
  for await (const chunk of client.query(copyTo(text)) as AsyncIterable<Buffer>) {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!
      if (byte === 9) {
        row[field++] = value
        value = 0
      } else if (byte === 10) {
        row[field] = value
        onRow(row)
        field = 0
        value = 0
      } else value = value * 10 + (byte - 48)
    }
  }
}

/** A growable column of 32-bit integers (or bytes), sized from the planner's estimate. */
class Column<A extends Int32Array | Uint8Array> {
  length = 0
  data: A
  private readonly make: (size: number) => A
  constructor(data: A, make: (size: number) => A) {
    this.data = data
    this.make = make
  }
  push(value: number) {
    if (this.length === this.data.length) {
      const bigger = this.make(Math.max(1024, Math.ceil(this.data.length * 1.25)))
      bigger.set(this.data)
      this.data = bigger
    }
    this.data[this.length++] = value
  }
}
const ints = (estimate: number) => new Column(new Int32Array(estimate), (n) => new Int32Array(n))
const bytes = (estimate: number) => new Column(new Uint8Array(estimate), (n) => new Uint8Array(n))

export interface LoadResult {
  readonly graph: SocialGraph
  /** The load's snapshot (`pg_current_snapshot()` as text): the log is read from there. */
  readonly snapshot: string
}

/** Loads the index; `allConcerts` holds every concert whatever its day (tests), else those from two days before the server's day. */
export const loadSocialGraph = async (url: string, { allConcerts = false } = {}): Promise<LoadResult> => {
  // A server that does not answer ends the attempt (the next is tried later), as the pools' connections do.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true })
  await client.connect()
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
    // The numbering of a million people is hashed twice per friendship: in memory, not in batches on disk.
    await client.query("SET LOCAL work_mem = '256MB'")
    const head = await client.query<{ snapshot: string; horizon: string; friendships: number; interests: number }>(
      `SELECT pg_current_snapshot()::text AS snapshot, (current_date - 2)::text AS horizon,
         (SELECT GREATEST(reltuples, 0)::int8 FROM pg_class WHERE oid = 'friendships'::regclass) AS friendships,
         (SELECT GREATEST(reltuples, 0)::int8 FROM pg_class WHERE oid = 'user_concert_interests'::regclass) AS interests`
    )
    const { snapshot, horizon } = head.rows[0]!
    const people: Array<PersonFacts & { graphId: number }> = []
    let owners = 0
    await copyRows(client, PEOPLE, ([graphId, id, visibility, name, away]) => {
      const until = Number(away)
      const n = Number(graphId)
      owners = Math.max(owners, n + 1)
      people.push({
        graphId: n,
        id: id!,
        visibility: visibility as Visibility,
        displayName: name ?? null,
        awayUntil: until < 0 ? Number.POSITIVE_INFINITY : until
      })
    })
    const concerts: Array<ConcertFacts> = []
    await copyRows(client, concertsCopy(allConcerts), ([id, date, city, cityKey, artistKey, status]) => {
      concerts.push({ id: id!, date: date!, city: city!, cityKey: cityKey ?? "", artistKey: artistKey ?? "", status: status as ConcertStatus })
    })
    // Each friendship once (a < b): packed both ways.
    const estimate = Number(head.rows[0]!.friendships) + 1024
    const left = ints(estimate)
    const right = ints(estimate)
    await copyIntegers(client, FRIENDSHIPS, 2, (row) => {
      left.push(row[0]!)
      right.push(row[1]!)
    })
    const friends = Lists.packPairs(owners, left.length, left.data, right.data)
    left.data = new Int32Array(0)
    right.data = new Int32Array(0)
    const blocks: Array<[number, number]> = []
    await copyIntegers(client, BLOCKS, 2, (row) => blocks.push([row[0]!, row[1]!]))
    const interestEstimate = Number(head.rows[0]!.interests) + 1024
    const user = ints(interestEstimate)
    const concert = ints(interestEstimate)
    const status = bytes(interestEstimate)
    await copyIntegers(client, interestsCopy(allConcerts), 3, (row) => {
      user.push(row[0]!)
      concert.push(row[1]!)
      status.push(row[2]!)
    })
    await client.query("COMMIT")
    const n = user.length
    const byUser = Lists.pack(owners, n, user.data, concert.data, status.data)
    const byConcert = Lists.pack(concerts.length, n, concert.data, user.data, status.data)
    const loaded: Loaded = { people, concerts, friends, byUser, byConcert, blocks, horizon: allConcerts ? null : horizon }
    return { graph: new SocialGraph(loaded), snapshot }
  } finally {
    await client.end()
  }
}
