/**
 * Failover drills (issue 20): the cluster of `npm run cluster` (apps/cluster/main.ts) on free ports, PostgreSQL
 * without fsync, and a steady mix of reads and writes through HAProxy by three signed-in demo accounts. Then: kill -9
 * one API instance and start it again; crash the replica (an immediate shutdown) and start it again.
 *
 * The clients retry exactly as the web client's transport does (apps/web/src/app/http.ts), no more: an idempotent
 * request (GET, PUT) is sent a second time, once, 300 ms later, when the first got no answer or a 502/503/504; a POST
 * never. (React Query's own retries of a failed query, later and slower, are left out.)
 * Nothing may fail beyond that retry, every acknowledged write is in the primary afterwards (checked in SQL), and a
 * live stream open through HAProxy reconnects (on the web client's schedule: 1 s, 2 s, 5 s, then 10 s) and
 * receives an event caused after the restart. The longest pause (the slowest request, its retry included) is printed.
 */
import { mkdtemp, rm } from "node:fs/promises"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import path from "node:path"
import { queryRows } from "../support/pg.ts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Cluster, clusterPorts, startCluster } from "../../apps/cluster/main.ts"
import { RESEND_DELAY_MS } from "../../apps/web/src/app/http.ts"
import { reconnectDelayMs } from "../../apps/web/src/app/live/schedule.ts"

/**
 * The load: people whose interest changes Alice does not hear of (Erin shows hers to her friends only, Frank to nobody,
 * the admin has no friends), so that her streams carry only the events the drills cause: Bob's (her friend's) changes
 * of one concert of its own. A burst of interest changes reaches a stream merged (one event per 2 s, the latest).
 */
const LOAD = ["erin", "frank", "admin"] as const
const STATUSES = ["interested", "has_tickets", "not_interested"] as const
type Status = (typeof STATUSES)[number]

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const portFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer()
    server.once("error", () => resolve(false))
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)))
  })

/** A base port whose cluster ports (it and the next five) are all free. */
const freeBase = async (): Promise<number> => {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 40_000)
    const free = await Promise.all(Object.values(clusterPorts(base)).map(portFree))
    if (free.every(Boolean)) return base
  }
}

interface Outcome {
  readonly method: string
  readonly path: string
  readonly startedAt: number
  readonly ms: number
  readonly retried: boolean
  /** The final status (0: no answer). */
  readonly status: number
}

/** One signed-in person: a cookie jar (kept from every answer, as a browser does) and the CSRF header on writes. */
class Person {
  readonly cookies = new Map<string, string>()
  userId = ""
  readonly base: string
  readonly outcomes: Array<Outcome>
  constructor(base: string, outcomes: Array<Outcome>) {
    this.base = base
    this.outcomes = outcomes
  }

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";")
      const at = pair.indexOf("=")
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      const expired = value === "" || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))
      if (expired) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ")
  }

  private async once(method: string, route: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
    const response = await fetch(`${this.base}${route}`, {
      method,
      headers: {
        accept: "application/json",
        cookie: this.cookieHeader(),
        ...(method === "GET" ? {} : { "x-soundcheck-csrf": "1" }),
        ...(body === undefined ? {} : { "content-type": "application/json" })
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: signal ?? AbortSignal.timeout(20_000)
    })
    this.remember(response)
    return response
  }

  /** A request and, for GET and PUT, one more attempt 300 ms later on no answer or 502/503/504 (http.ts). Records its outcome. */
  async call(method: "GET" | "PUT" | "POST", route: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const startedAt = Date.now()
    const attempt = async () => {
      try {
        const response = await this.once(method, route, body)
        return { status: response.status, json: await response.json().catch(() => undefined) }
      } catch {
        return { status: 0, json: undefined }
      }
    }
    let result = await attempt()
    let retried = false
    if (method !== "POST" && [0, 502, 503, 504].includes(result.status)) {
      retried = true
      await delay(RESEND_DELAY_MS)
      result = await attempt()
    }
    this.outcomes.push({ method, path: route.replace(/[0-9a-f-]{36}/, ":id"), startedAt, ms: Date.now() - startedAt, retried, status: result.status })
    return result
  }

  async signIn(email: string) {
    const { status, json } = await this.call("POST", "/api/auth/sign-in", { email, password: "soundcheck" })
    if (status !== 200) throw new Error(`sign-in of ${email}: ${status}`)
    this.userId = (json as { user: { id: string } }).user.id
  }
}

/**
 * A live stream as the web client keeps one (apps/web/src/app/live/connection.ts): GET /api/events over fetch, and
 * after it ends or fails a reconnect 1 s, 2 s, 5 s, then every 10 s later (the count starting again once one opens).
 */
const liveStream = (person: Person) => {
  const opens: Array<{ readonly at: number; readonly servedBy: string }> = []
  const events: Array<{ readonly at: number; readonly type: string; readonly concertId?: string }> = []
  let stopped = false
  let attempt = 0
  const controller = new AbortController()
  const run = async () => {
    while (!stopped) {
      try {
        const response = await fetch(`${person.base}/api/events`, {
          headers: { accept: "text/event-stream", cookie: person.cookieHeader() },
          signal: controller.signal
        })
        if (response.ok && response.body) {
          attempt = 0
          opens.push({ at: Date.now(), servedBy: response.headers.get("x-served-by") ?? "?" })
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
          let buffer = ""
          for (;;) {
            const { value, done } = await reader.read()
            if (done) break
            buffer += value
            const blocks = buffer.split("\n\n")
            buffer = blocks.pop() ?? ""
            for (const block of blocks) {
              for (const line of block.split("\n")) {
                if (line.startsWith("data: ")) events.push({ at: Date.now(), ...(JSON.parse(line.slice(6)) as { type: string; concertId?: string }) })
              }
            }
          }
        } else {
          await response.body?.cancel()
        }
      } catch {
        // Dropped, refused or stopped: the schedule below.
      }
      if (stopped) return
      await delay(reconnectDelayMs(attempt++))
    }
  }
  const running = run()
  return {
    opens,
    events,
    stop: async () => {
      stopped = true
      controller.abort()
      await running
    }
  }
}

let dir: string
let cluster: Cluster
const outcomes: Array<Outcome> = []
/** The last acknowledged status of each (fan, concert): what the primary must hold afterwards. */
const acknowledged = new Map<string, { readonly userId: string; readonly concertId: string; readonly status: Status }>()
let fans: Array<Person> = []
let bob: Person
let alice: Person
const streams: Array<ReturnType<typeof liveStream>> = []
let loadConcerts: Array<string> = []
/** A concert only the explicit event triggers write to (bob's interest in it, flipped). */
let signalConcert = ""
let signalStatus: Status = "not_interested"
let loadRunning = true
let load: Promise<unknown> = Promise.resolve()

const fanLoop = async (fan: Person) => {
  let i = 0
  while (loadRunning) {
    await fan.call("GET", "/api/concerts")
    await fan.call("GET", "/api/dashboard")
    const concertId = loadConcerts[Math.floor(Math.random() * loadConcerts.length)] ?? ""
    // A concert's page (issue #28): a lag-tolerant read the replica serves (the concerts page and the dashboard come
    // from each instance's social-graph index, issue #33, which follows the primary's change log).
    await fan.call("GET", `/api/concerts/${concertId}`)
    const status = STATUSES[(i++ + Math.floor(Math.random() * 3)) % 3] ?? "interested"
    const { status: code } = await fan.call("PUT", `/api/concerts/${concertId}/interest`, { status })
    if (code === 200) acknowledged.set(`${fan.userId}:${concertId}`, { userId: fan.userId, concertId, status })
    // About 1.5 writes a second per fan: within the interest limit (120 a minute per person, 600 per address).
    await delay(500)
  }
}

/** Bob flips his interest in the signal concert (a change his friend Alice's streams hear of), after `since`. */
const signal = async (): Promise<number> => {
  signalStatus = signalStatus === "interested" ? "not_interested" : "interested"
  const since = Date.now()
  const { status } = await bob.call("PUT", `/api/concerts/${signalConcert}/interest`, { status: signalStatus })
  expect(status).toBe(200)
  acknowledged.set(`${bob.userId}:${signalConcert}`, { userId: bob.userId, concertId: signalConcert, status: signalStatus })
  return since
}

/** Waits until every stream has had an event of the signal concert arrive after `since`. */
const everyStreamHears = async (since: number, timeoutMs = 15_000): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (streams.every((s) => s.events.some((e) => e.at >= since && e.concertId === signalConcert))) return true
    await delay(50)
  }
  return false
}

const window = (from: number, to: number) => outcomes.filter((o) => o.startedAt >= from && o.startedAt <= to)

const report = (name: string, from: number, to: number) => {
  const seen = window(from, to)
  const longest = seen.reduce<Outcome | undefined>((a, b) => (a === undefined || b.ms > a.ms ? b : a), undefined)
  const failed = seen.filter((o) => o.status < 200 || o.status >= 300)
  console.log(
    `[drill] ${name}: ${seen.length} requests over ${((to - from) / 1000).toFixed(1)} s, ${seen.filter((o) => o.retried).length} retried, ` +
      `${failed.length} failed; longest pause ${longest?.ms ?? 0} ms (${longest?.method} ${longest?.path}${longest?.retried ? ", retried" : ""})`
  )
  return failed
}

/** Scans of the concerts table the replica served (its own statistics; a health check touches no table). */
const replicaConcertScans = async () => {
  const [row] = await queryRows<{ scans: number }>(
    cluster.urls.replica,
    "SELECT coalesce(sum(seq_scan + coalesce(idx_scan, 0)), 0)::int AS scans FROM pg_stat_user_tables WHERE relname = 'concerts'"
  )
  return row?.scans ?? 0
}

beforeAll(async () => {
  const t0 = Date.now()
  dir = await mkdtemp(path.join(tmpdir(), "soundcheck-cluster-drill-"))
  cluster = await startCluster({
    dir,
    basePort: await freeBase(),
    fast: true,
    servedBy: true,
    log: (name, line) => {
      // HAProxy's server state changes say what the drills do; the rest only when something is wrong.
      if (name === "haproxy" || /error|fatal|panic/i.test(line)) console.log(`[${name}] ${line}`)
    }
  })
  console.log(`[drill] cluster started in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  const base = cluster.urls.haproxy
  fans = LOAD.map(() => new Person(base, outcomes))
  alice = new Person(base, outcomes)
  bob = new Person(base, outcomes)
  await Promise.all([
    alice.signIn("alice@soundcheck.test"),
    bob.signIn("bob@soundcheck.test"),
    ...fans.map((fan, i) => fan.signIn(`${LOAD[i]}@soundcheck.test`))
  ])
  const { json } = await alice.call("GET", "/api/concerts")
  const ids = (json as { concerts: Array<{ id: string }> }).concerts.map((c) => c.id)
  expect(ids.length).toBeGreaterThanOrEqual(4)
  signalConcert = ids.at(-1) as string
  loadConcerts = ids.slice(0, -1)
  // Two streams of Alice's, one on each instance (round robin, before the load starts).
  for (let tries = 0; tries < 6 && new Set(streams.map((s) => s.opens[0]?.servedBy)).size < 2; tries++) {
    const stream = liveStream(alice)
    while (stream.opens.length === 0) await delay(20)
    if (streams.some((s) => s.opens[0]?.servedBy === stream.opens[0]?.servedBy)) await stream.stop()
    else streams.push(stream)
  }
  expect(new Set(streams.map((s) => s.opens[0]?.servedBy))).toEqual(new Set(["api-1", "api-2"]))
  const steady = Date.now()
  load = Promise.all(fans.map(fanLoop))
  await delay(3_000)
  report("steady load (baseline)", steady, Date.now())
}, 120_000)

afterAll(async () => {
  loadRunning = false
  await load.catch(() => undefined)
  await Promise.all(streams.map((s) => s.stop()))
  await cluster?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe("failover drills through HAProxy", () => {
  it("serves lag-tolerant reads (a concert's page) from the replica under the steady load", async () => {
    // Needs the read routing (DATABASE_REPLICA_URL read by the API).
    const before = await replicaConcertScans()
    const deadline = Date.now() + 5_000
    let after = before
    while (Date.now() < deadline && after <= before) {
      await delay(250)
      after = await replicaConcertScans()
    }
    expect(after).toBeGreaterThan(before)
  })

  it("loses no request beyond the client's retry when an API instance is killed (kill -9) and started again", async () => {
    const onKilled = streams.find((s) => s.opens[0]?.servedBy === "api-1") as ReturnType<typeof liveStream>
    const from = Date.now()
    // A burst of reads as well, so that the kill lands on requests in flight (their answer is lost: the client's retry).
    const burst = Promise.all(Array.from({ length: 12 }, () => alice.call("GET", "/api/concerts")))
    await delay(20)
    await cluster.kill("api-1")
    await burst
    await delay(2_000)
    await cluster.restart("api-1")
    // HAProxy sees it up within a second (checked every second, up after one success).
    await delay(1_500)
    const since = await signal()
    expect(await everyStreamHears(since)).toBe(true)
    const failed = report("kill -9 api-1, restart", from, Date.now())
    expect(failed).toEqual([])
    // The stream that ran on the killed instance was reopened through HAProxy.
    expect(onKilled.opens.length).toBeGreaterThanOrEqual(2)
  })

  it("loses no request beyond the client's retry when the replica crashes and is started again", async () => {
    const from = Date.now()
    await cluster.kill("replica")
    // Reads fall back to the primary while the replica is down.
    await delay(3_000)
    const down = window(from, Date.now())
    expect(down.filter((o) => o.method === "GET" && o.status === 200).length).toBeGreaterThan(10)
    await cluster.restart("replica")
    const restarted = await replicaConcertScans()
    await delay(1_500)
    const since = await signal()
    expect(await everyStreamHears(since)).toBe(true)
    // The reads went back to the replica.
    expect(await replicaConcertScans()).toBeGreaterThan(restarted)
    expect(report("replica crash (immediate), restart", from, Date.now())).toEqual([])
  })

  it("keeps every acknowledged write, in the primary", async () => {
    loadRunning = false
    await load
    const rows = await queryRows<{ user_id: string; concert_id: string; interest_status: Status }>(
      cluster.urls.primary,
      "SELECT user_id, concert_id, interest_status FROM user_concert_interests WHERE user_id = ANY($1::uuid[])",
      [[...fans, bob].map((person) => person.userId)]
    )
    const stored = new Map(rows.map((row) => [`${row.user_id}:${row.concert_id}`, row.interest_status]))
    const lost = [...acknowledged].filter(([key, write]) => stored.get(key) !== write.status)
    expect(acknowledged.size).toBeGreaterThan(10)
    expect(lost).toEqual([])
    const writes = outcomes.filter((o) => o.method === "PUT")
    console.log(
      `[drill] ${writes.length} writes, ${writes.filter((o) => o.status === 200).length} acknowledged, all ${acknowledged.size} last states in the primary`
    )
    expect(outcomes.filter((o) => o.status !== 200)).toEqual([])
  })
})
