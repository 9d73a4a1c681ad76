/**
 * Loads the social-graph index from PostgreSQL in one REPEATABLE READ transaction (one snapshot for every table, and
 * that snapshot kept: the log is read from it on, catch-up.pg.ts). The big tables come out by `COPY … TO STDOUT` in
 * binary on a plain `pg` client (pg-copy-streams; slonik has no COPY), with no join in the database: people numbered by
 * `users.graph_id`, concerts densely in their order, and each id of the friend lists and interests turned into its
 * number as it streams in (uuid-table.ts), packed as it arrives.
 *
 * The COPY statements are fixed texts, two variants each (the horizon: two days before the server's day, or every
 * concert); no value is ever put into them.
 */
import pg from "pg"
import { to as copyTo } from "pg-copy-streams"
import type { Visibility } from "../../domain/accounts/contract.ts"
import type { ConcertStatus } from "../../domain/concerts/show.ts"
import { Lists } from "./lists.ts"
import { UuidTable, uuidText } from "./uuid-table.ts"
import { type ConcertFacts, type Loaded, type PersonFacts, SocialGraph } from "./social-graph.ts"

const horizon = (all: boolean) => (all ? "" : " WHERE date >= current_date - 2")

/** `awayUntil` in SQL over `u` (users): -1 until lifted (or deletion asked), 0 not away, else the end in epoch ms. */
export const AWAY_UNTIL = `CASE WHEN u.deletion_requested_at IS NOT NULL THEN -1 WHEN u.suspended_at IS NULL THEN 0
  WHEN u.suspended_until IS NULL THEN -1 ELSE extract(epoch FROM u.suspended_until) * 1000 END`

// Binary rows: no text to format in the database, none to parse here; ids as their 16 bytes.
const PEOPLE = `COPY (SELECT u.graph_id, u.id, COALESCE(p.concert_visibility, 'friends_of_friends'), p.display_name, (${AWAY_UNTIL})::float8
  FROM users u LEFT JOIN profiles p ON p.user_id = u.id) TO STDOUT (FORMAT binary)`
// Each person's friends as one row (friend_lists, kept in each friendship's transaction: migration 0013), not one row
// per friendship joined twice to people.
const FRIENDS = "COPY (SELECT user_id, friends FROM friend_lists) TO STDOUT (FORMAT binary)"
const BLOCKS = "COPY (SELECT blocker_id, blocked_id FROM user_blocks) TO STDOUT (FORMAT binary)"
const concertsCopy = (all: boolean) => `COPY (SELECT id, date, city, CASE WHEN city_folded = '' THEN city ELSE city_folded END, artist_key, status
  FROM concerts${horizon(all)} ORDER BY date, id) TO STDOUT`
const interestsCopy = (all: boolean) => `COPY (SELECT user_id, concert_id, interest_status FROM user_concert_interests
  WHERE concert_id IN (SELECT id FROM concerts${horizon(all)})) TO STDOUT (FORMAT binary)`

/** COPY's text format: `\N` is NULL; backslash escapes for the backslash itself and the control characters COPY writes. */
const copyText = (field: string): string | null => {
  if (field === "\\N") return null
  if (!field.includes("\\")) return field
  return field.replace(/\\(.)/g, (_, c: string) => ({ b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v" })[c] ?? c)
}

/** Streams a text COPY's rows as arrays of fields (the concerts: thousands of rows). */
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

/**
 * Streams a binary COPY: each row's fields as offsets into one buffer (`at[i]`, `length[i]`, -1 for NULL), valid during
 * the call. The format: an 11-byte signature, flags and an extension length (then the extension), then per row a
 * 16-bit field count (-1 ends the data) and per field a 32-bit length and its bytes.
 */
const copyBinary = async (client: pg.Client, text: string, fields: number, onRow: (row: Buffer, at: Int32Array, length: Int32Array) => void) => {
  const at = new Int32Array(fields)
  const length = new Int32Array(fields)
  let rest: Buffer = Buffer.alloc(0)
  let headerRead = false
  for await (const chunk of client.query(copyTo(text)) as AsyncIterable<Buffer>) {
    const buffer = rest.length === 0 ? chunk : Buffer.concat([rest, chunk])
    let pos = 0
    if (!headerRead) {
      if (buffer.length < 19) {
        rest = buffer
        continue
      }
      pos = 19 + buffer.readInt32BE(15)
      headerRead = true
    }
    for (;;) {
      if (pos + 2 > buffer.length) break
      const count = buffer.readInt16BE(pos)
      if (count === -1) {
        pos = buffer.length
        break
      }
      let p = pos + 2
      let complete = true
      for (let f = 0; f < count; f++) {
        if (p + 4 > buffer.length) {
          complete = false
          break
        }
        const n = buffer.readInt32BE(p)
        at[f] = p + 4
        length[f] = n
        p += 4 + Math.max(n, 0)
        if (p > buffer.length) {
          complete = false
          break
        }
      }
      if (!complete) break
      onRow(buffer, at, length)
      pos = p
    }
    rest = buffer.subarray(pos)
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

/** An interest's status from the first letter of its text: not_interested, interested, has_tickets. */
const statusOf = (first: number) => (first === 110 ? 0 : first === 105 ? 1 : 2)

export interface LoadResult {
  readonly graph: SocialGraph
  /** The load's snapshot (`pg_current_snapshot()` as text): the log is read from there. */
  readonly snapshot: string
}

/** Loads the index; `allConcerts` holds every concert whatever its day (tests), else those from two days before the server's day. */
export const loadSocialGraph = async (
  url: string,
  { allConcerts = false, onPhase = () => undefined }: { readonly allConcerts?: boolean; readonly onPhase?: (phase: string, seconds: number) => void } = {}
): Promise<LoadResult> => {
  let since = performance.now()
  const phase = (name: string) => {
    const now = performance.now()
    onPhase(name, (now - since) / 1000)
    since = now
  }
  // A server that does not answer ends the attempt (the next is tried later), as the pools' connections do.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true })
  await client.connect()
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
    const head = await client.query<{ snapshot: string; horizon: string; people: string; friendships: string; interests: string }>(
      `SELECT pg_current_snapshot()::text AS snapshot, (current_date - 2)::text AS horizon,
         (SELECT GREATEST(reltuples, 0)::int8 FROM pg_class WHERE oid = 'users'::regclass) AS people,
         (SELECT GREATEST(reltuples, 0)::int8 FROM pg_class WHERE oid = 'friendships'::regclass) AS friendships,
         (SELECT GREATEST(reltuples, 0)::int8 FROM pg_class WHERE oid = 'user_concert_interests'::regclass) AS interests`
    )
    const { snapshot, horizon } = head.rows[0]!
    const people: Array<PersonFacts & { graphId: number }> = []
    const numbers = new UuidTable(Number(head.rows[0]!.people) + 1024)
    let owners = 0
    await copyBinary(client, PEOPLE, 5, (row, at, length) => {
      const n = row.readInt32BE(at[0]!)
      const until = row.readDoubleBE(at[4]!)
      owners = Math.max(owners, n + 1)
      numbers.set(row, at[1]!, n)
      people.push({
        graphId: n,
        id: uuidText(row, at[1]!),
        visibility: row.toString("utf8", at[2]!, at[2]! + length[2]!) as Visibility,
        displayName: length[3]! < 0 ? null : row.toString("utf8", at[3]!, at[3]! + length[3]!),
        awayUntil: until < 0 ? Number.POSITIVE_INFINITY : until
      })
    })
    phase("people")
    const concerts: Array<ConcertFacts> = []
    await copyRows(client, concertsCopy(allConcerts), ([id, date, city, cityKey, artistKey, status]) => {
      concerts.push({ id: id!, date: date!, city: city!, cityKey: cityKey ?? "", artistKey: artistKey ?? "", status: status as ConcertStatus })
    })
    phase("concerts")
    // Each person's friends as their row arrives: a uuid[] in binary (dimensions, then each element's length and bytes).
    const starts = new Int32Array(owners)
    const ends = new Int32Array(owners)
    const values = ints(2 * Number(head.rows[0]!.friendships) + 1024)
    await copyBinary(client, FRIENDS, 2, (row, at) => {
      const owner = numbers.get(row, at[0]!)
      const array = at[1]!
      const count = row.readInt32BE(array) === 0 ? 0 : row.readInt32BE(array + 12)
      starts[owner] = values.length
      for (let i = 0, p = array + 20; i < count; i++, p += 20) values.push(numbers.get(row, p + 4))
      ends[owner] = values.length
    })
    const friends = Lists.fromRuns(starts, ends, values.data)
    phase("friends")
    const blocks: Array<[number, number]> = []
    await copyBinary(client, BLOCKS, 2, (row, at) => blocks.push([numbers.get(row, at[0]!), numbers.get(row, at[1]!)]))
    const shows = new UuidTable(concerts.length + 1024)
    for (let c = 0; c < concerts.length; c++) shows.set(Buffer.from(concerts[c]!.id.replaceAll("-", ""), "hex"), 0, c)
    const interestEstimate = Number(head.rows[0]!.interests) + 1024
    const user = ints(interestEstimate)
    const concert = ints(interestEstimate)
    const status = bytes(interestEstimate)
    await copyBinary(client, interestsCopy(allConcerts), 3, (row, at) => {
      user.push(numbers.get(row, at[0]!))
      concert.push(shows.get(row, at[1]!))
      status.push(statusOf(row[at[2]!]!))
    })
    await client.query("COMMIT")
    phase("interests")
    const n = user.length
    const byUser = Lists.pack(owners, n, user.data, concert.data, status.data)
    const byConcert = Lists.pack(concerts.length, n, concert.data, user.data, status.data)
    const loaded: Loaded = { people, concerts, friends, byUser, byConcert, blocks, horizon: allConcerts ? null : horizon }
    const graph = new SocialGraph(loaded)
    phase("packed")
    return { graph, snapshot }
  } finally {
    await client.end()
  }
}
