/**
 * Live updates at scale: the real API (Postgres adapters) in a child process, `connections` users each
 * holding one GET /api/events stream, all friends of one actor. Measures the server's resident memory per
 * open stream, and the delay from the actor's interest change (the request that makes it) to its delivery
 * on every stream; then a burst of the actor's changes, and how many events and client refetches it costs
 * each stream once merged (the server's window, then the web client's own batching). The users,
 * friendships and sessions are written with SQL (no password hashing), the access tokens signed with the
 * server's session secret; everything is deleted afterwards.
 */
import { createHmac, randomBytes } from "node:crypto"
import { type ClientRequest, request } from "node:http"
import pg from "pg"
import serverFlags from "../apps/api/node-flags.json" with { type: "json" }
import { refetchBatch } from "../apps/web/src/app/live/refetch-batch.ts"
import { COALESCE_WINDOW_MS, maxCoalescedEvents } from "../domain/live/coalesce.ts"
import { percentile, rssMb, startChild } from "./load.ts"

export interface LiveFigures {
  readonly live_rss_kb_per_connection: number
  readonly live_delivery_p50_ms: number
  readonly live_delivery_p99_ms: number
  readonly live_burst_changes: number
  readonly live_burst_duration_ms: number
  /** The most interest events one stream received for the burst, and the bound the merging promises. */
  readonly live_burst_events_per_stream: number
  readonly live_burst_events_bound: number
  /** The most invalidations of the concerts page and dashboard one client makes for the burst. */
  readonly live_burst_refetches_per_stream: number
}

const CHANGES = 20
const BURST = 100
/**
 * Preloaded into the server: a full garbage collection on SIGUSR2, so that both memory readings count what
 * the streams hold, not the garbage their sign-ins left behind.
 */
const GC_ON_SIGNAL = `--expose-gc --import "data:text/javascript,process.on('SIGUSR2',()=>globalThis.gc())"`
const DOMAIN = "live-bench.test"

/** An HS256 JWT as @fastify/jwt signs the access token: `sub` the user, `sid` the session family. */
const accessToken = (secret: string, sub: string, sid: string): string => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url")
  const now = Math.floor(Date.now() / 1000)
  const unsigned = `${part({ alg: "HS256", typ: "JWT" })}.${part({ sub, sid, iat: now, exp: now + 3_600 })}`
  return `${unsigned}.${createHmac("sha256", secret).update(unsigned).digest("base64url")}`
}

interface Member {
  readonly id: string
  readonly familyId: string
}

/** The actor first, then the listeners, all confirmed, each with an active session; the listeners are the actor's friends. */
const createMembers = async (db: pg.Client, count: number): Promise<{ actor: Member; listeners: Array<Member>; concertId: string }> => {
  const { rows } = await db.query<{ id: string; family_id: string; email: string }>(
    `WITH u AS (
       INSERT INTO users (email, password_hash, email_confirmed_at)
       SELECT 'member-' || n || '@${DOMAIN}', 'not-a-hash', now() FROM generate_series(0, $1::int) n
       RETURNING id, email),
     r AS (INSERT INTO user_roles (user_id, role) SELECT id, 'user' FROM u),
     p AS (INSERT INTO profiles (user_id, display_name) SELECT id, email FROM u),
     s AS (
       INSERT INTO sessions (user_id, family_id, token_hash, expires_at)
       SELECT id, gen_random_uuid(), md5(random()::text) || md5(random()::text), now() + interval '1 day' FROM u
       RETURNING user_id, family_id)
     SELECT u.id, u.email, s.family_id FROM u JOIN s ON s.user_id = u.id`,
    [count]
  )
  const member = (r: (typeof rows)[number]): Member => ({ id: r.id, familyId: r.family_id })
  const actor = member(rows.find((r) => r.email === `member-0@${DOMAIN}`)!)
  const listeners = rows.filter((r) => r.id !== actor.id).map(member)
  await db.query(`INSERT INTO friendships (user_a, user_b) SELECT LEAST($1::uuid, l), GREATEST($1::uuid, l) FROM unnest($2::uuid[]) l`, [
    actor.id,
    listeners.map((l) => l.id)
  ])
  const concert = await db.query<{ id: string }>(
    `INSERT INTO concerts (artist, venue, city, date) VALUES ('Live Bench', 'The Bench Hall', 'Benchville', current_date + 30) RETURNING id`
  )
  return { actor, listeners, concertId: concert.rows[0]!.id }
}

const removeMembers = async (db: pg.Client) => {
  await db.query(`DELETE FROM concerts WHERE artist = 'Live Bench' AND venue = 'The Bench Hall'`)
  await db.query(`DELETE FROM users WHERE email LIKE $1`, [`%@${DOMAIN}`])
}

/** One open stream: `onData` runs for each event it delivers. */
const openStream = (port: number, cookie: string, onData: () => void): Promise<ClientRequest> =>
  new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/api/events", agent: false, headers: { cookie, accept: "text/event-stream" } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`GET /api/events answered ${res.statusCode}`))
      res.setEncoding("utf8")
      res.on("data", (chunk: string) => {
        for (let i = chunk.indexOf("\ndata:"); i !== -1; i = chunk.indexOf("\ndata:", i + 1)) onData()
        if (chunk.startsWith("data:")) onData()
      })
      resolve(req)
    })
    req.on("error", reject)
    req.end()
  })

const putInterest = (port: number, cookie: string, concertId: string, status: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const body = JSON.stringify({ status })
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method: "PUT",
        path: `/api/concerts/${concertId}/interest`,
        headers: { cookie, "content-type": "application/json", "content-length": Buffer.byteLength(body), "x-soundcheck-csrf": "1" }
      },
      (res) => {
        res.resume()
        res.on("end", () => resolve(res.statusCode ?? 0))
      }
    )
    req.on("error", reject)
    req.end(body)
  })

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms))

export const measureLive = async (input: { databaseUrl: string; connections: number; log?: (line: string) => void }): Promise<LiveFigures> => {
  const log = input.log ?? (() => undefined)
  const db = new pg.Client({ connectionString: input.databaseUrl })
  await db.connect()
  await removeMembers(db)
  const sessionSecret = randomBytes(32).toString("base64url")
  const { actor, listeners, concertId } = await createMembers(db, input.connections)
  const server = await startChild(
    "api-server.ts",
    {
      DATABASE_URL: input.databaseUrl,
      SESSION_SECRET: sessionSecret,
      NODE_OPTIONS: GC_ON_SIGNAL
    },
    serverFlags
  )
  const settledRssMb = async () => {
    process.kill(server.pid, "SIGUSR2")
    await settle(500)
    return rssMb(server.pid)
  }
  const cookieOf = (m: Member) => `sc_access=${accessToken(sessionSecret, m.id, m.familyId)}`
  const streams: Array<ClientRequest> = []
  try {
    // The actor's own stream warms up the route and the LISTEN connection.
    const warm = await openStream(server.port, cookieOf(actor), () => undefined)
    const arrivals: Array<number> = []
    let changedAt = 0
    // During the burst, each stream's events also go through the web client's refetch batching.
    let burst: Array<{ events: number; refetches: number; batch: ReturnType<typeof refetchBatch> }> | undefined
    const listenerStream = (index: number) => () => {
      arrivals.push(performance.now() - changedAt)
      const own = burst?.[index]
      if (own === undefined) return
      own.events++
      own.batch.add(["interests"])
    }
    // A few at a time, as people arrive. The figure is conservative: all the RSS grown from one stream to
    // all of them, heap growth included; the log also gives the marginal cost over the second half.
    const openBatch = async (batch: ReadonlyArray<Member>) => {
      for (let i = 0; i < batch.length; i += 20) {
        streams.push(...(await Promise.all(batch.slice(i, i + 20).map((l, j) => openStream(server.port, cookieOf(l), listenerStream(streams.length + j))))))
      }
    }
    const half = Math.floor(listeners.length / 2)
    const before = await settledRssMb()
    await openBatch(listeners.slice(0, half))
    const middle = await settledRssMb()
    await openBatch(listeners.slice(half))
    const after = await settledRssMb()
    const perConnectionKb = ((after - before) * 1024) / listeners.length
    const marginalKb = ((after - middle) * 1024) / (listeners.length - half)
    log(`live: ${listeners.length} streams open; server RSS ${before.toFixed(1)} MB -> ${middle.toFixed(1)} MB at ${half} -> ${after.toFixed(1)} MB`)
    log(`live: ${perConnectionKb.toFixed(1)} KB per stream overall, ${marginalKb.toFixed(1)} KB per stream over the second half`)

    const delays: Array<number> = []
    const requests: Array<number> = []
    // Change -1 warms the path up and is not counted.
    for (let change = -1; change < CHANGES; change++) {
      arrivals.length = 0
      changedAt = performance.now()
      const status = await putInterest(server.port, cookieOf(actor), concertId, change % 2 === 0 ? "interested" : "has_tickets")
      if (status !== 200) throw new Error(`the interest change answered ${status}`)
      requests.push(performance.now() - changedAt)
      for (let waited = 0; arrivals.length < listeners.length && waited < 5_000; waited += 5) await settle(5)
      if (arrivals.length < listeners.length) throw new Error(`only ${arrivals.length} of ${listeners.length} streams got change ${change}`)
      if (change >= 0) delays.push(...arrivals)
      // Each stream's merging window closes before the next change, so every change is the first of its window.
      await settle(COALESCE_WINDOW_MS + 100)
    }
    delays.sort((a, b) => a - b)
    requests.sort((a, b) => a - b)
    log(`live: the change request itself took ${percentile(requests, 50).toFixed(1)} ms (p50) of the delay`)

    // One person's burst of clicks, as fast as the API takes them, seen by every stream (the first differs
    // from the last change above: setting the same status again publishes nothing).
    burst = streams.map(() => {
      const counts = { events: 0, refetches: 0, batch: refetchBatch(() => void counts.refetches++) }
      return counts
    })
    const burstStarted = performance.now()
    for (let change = 0; change < BURST; change++) {
      const status = await putInterest(server.port, cookieOf(actor), concertId, change % 2 === 0 ? "interested" : "has_tickets")
      if (status !== 200) throw new Error(`burst change ${change} answered ${status}`)
    }
    const burstMs = performance.now() - burstStarted
    await settle(COALESCE_WINDOW_MS + 1_500)
    for (const counts of burst) counts.batch.stop()
    const events = Math.max(...burst.map((c) => c.events))
    const refetches = Math.max(...burst.map((c) => c.refetches))
    const fewest = Math.min(...burst.map((c) => c.events))
    log(
      `live: a burst of ${BURST} changes in ${burstMs.toFixed(0)} ms reached each of ${streams.length} streams as ${fewest}..${events} events, ${refetches} refetches at most`
    )
    warm.destroy()
    return {
      live_rss_kb_per_connection: Math.round(perConnectionKb * 10) / 10,
      live_delivery_p50_ms: Math.round(percentile(delays, 50) * 10) / 10,
      live_delivery_p99_ms: Math.round(percentile(delays, 99) * 10) / 10,
      live_burst_changes: BURST,
      live_burst_duration_ms: Math.round(burstMs),
      live_burst_events_per_stream: events,
      live_burst_events_bound: maxCoalescedEvents(burstMs, COALESCE_WINDOW_MS),
      live_burst_refetches_per_stream: refetches
    }
  } finally {
    for (const stream of streams) stream.destroy()
    await server.stop()
    await removeMembers(db)
    await db.end()
  }
}
