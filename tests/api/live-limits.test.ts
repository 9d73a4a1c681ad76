/**
 * Bounds on the live stream (memory adapters, a real port): streams per account and per instance, the rate
 * limit of interest changes, and the merging of one person's burst of changes on every stream.
 */
import { Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import { COALESCE_WINDOW_MS, maxCoalescedEvents } from "../../domain/live/coalesce.ts"
import type { LiveEvent } from "../../domain/live/events.ts"
import { TEST_PUBLIC_URL } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { movableClock } from "../support/clock.ts"
import { catalogueAroundToday, insertConcerts } from "../support/concerts.ts"
import { type Fan, fan } from "../support/friends.ts"
import { cookieHeader, type EventStream, listeningInstance, type LiveInstance, openStream } from "../support/live.ts"
import { problem } from "../support/problem.ts"

const MAX_STREAMS = 12
const clock = movableClock()
let t: LiveInstance
let concertId: string

beforeAll(async () => {
  const runtime = ManagedRuntime.make(Layer.merge(MemoryAdapters.layer({ publicUrl: TEST_PUBLIC_URL }), clock.layer))
  t = await listeningInstance(runtime, { live: { maxStreams: MAX_STREAMS } })
  const [concert] = catalogueAroundToday(1, 3)
  await insertConcerts(t, [concert!])
  concertId = concert!.id
})

afterAll(async () => {
  await t?.close()
})

/** GET /api/events answered with a refusal: its status, Retry-After and body. */
const refusedStream = async (f: Fan) => {
  const res = await fetch(`${t.baseUrl}/api/events`, { headers: { cookie: cookieHeader(f.b, "/api/events"), accept: "text/event-stream" } })
  if (res.status === 200) await res.body?.cancel()
  const body = res.status === 200 ? {} : ((await res.json()) as object)
  return { status: res.status, retryAfter: res.headers.get("retry-after"), ...body }
}

const openMany = (f: Fan, n: number) => Promise.all(Array.from({ length: n }, () => openStream(t.baseUrl, f.b)))

/** Tries until the server has seen a closed stream go (it learns of it when the socket closes). */
const eventuallyOpens = async (f: Fan): Promise<EventStream> => {
  for (let tries = 0; ; tries++) {
    try {
      return await openStream(t.baseUrl, f.b)
    } catch (error) {
      if (tries > 100) throw error
      await new Promise((r) => setTimeout(r, 20))
    }
  }
}

describe("live streams are bounded", () => {
  it("an account holds at most 8 open streams on an instance: the 9th is refused with 429, and a closed one frees its place", async () => {
    const greedy = await fan(t, "greedy@limits.test", "Greedy")
    const streams = await openMany(greedy, 8)
    expect(await refusedStream(greedy)).toMatchObject({
      status: 429,
      retryAfter: "10",
      error: "TooManyStreams",
      message: "Too many live connections are open for this account. Close some Soundcheck tabs or devices and try again."
    })
    // Other accounts are not affected by one account's streams.
    const other = await fan(t, "other@limits.test", "Other")
    const [theirs] = await openMany(other, 1)
    streams[0]!.close()
    streams[0] = await eventuallyOpens(greedy)
    for (const stream of [...streams, theirs!]) stream.close()
  })

  it("an instance holds at most LIVE_MAX_STREAMS streams: beyond it 503 with Retry-After, until some close", async () => {
    const fans = await Promise.all([1, 2].map((n) => fan(t, `crowd${n}@limits.test`, `Crowd ${n}`)))
    // Earlier tests' streams may still be going away: wait until every place is free.
    const first = [await eventuallyOpens(fans[0]!), ...(await openMany(fans[0]!, 7))]
    const second = await openMany(fans[1]!, MAX_STREAMS - 8)
    const late = await fan(t, "late@limits.test", "Late")
    expect(await refusedStream(late)).toMatchObject({
      status: 503,
      retryAfter: "10",
      error: "LiveStreamsFull",
      message: "Live updates are busy right now. Please try again in a moment."
    })
    second[0]!.close()
    const lateStream = await eventuallyOpens(late)
    for (const stream of [...first, ...second.slice(1), lateStream]) stream.close()
  })
})

describe("PUT /api/concerts/:id/interest is rate-limited", () => {
  const mark = (f: Fan, status: string) => f.b.send("PUT", `/api/concerts/${concertId}/interest`, { status })
  /** Moves the clock to the start of a fresh one-minute window, so that no count is split across two. */
  const freshWindow = () => clock.advance(60_000 - (clock.now() % 60_000))

  it("120 changes a minute per user pass; the next is refused with 429 and Retry-After, other users unaffected", async () => {
    const clicker = await fan(t, "clicker@limits.test", "Clicker")
    freshWindow()
    for (let i = 0; i < 120; i++) {
      const res = await mark(clicker, i % 2 === 0 ? "interested" : "has_tickets")
      expect(res.statusCode, res.body).toBe(200)
    }
    const refused = await mark(clicker, "not_interested")
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual(problem(429, "RateLimited", "Too many attempts. Please wait a few minutes and try again."))
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1)
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60)
    const neighbour = await fan(t, "neighbour@limits.test", "Neighbour")
    expect((await mark(neighbour, "interested")).statusCode).toBe(200)
  })

  it("600 changes a minute per address pass, whoever makes them; the next from that address is refused", async () => {
    const ip = "198.51.100.9"
    const fans = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (n) => {
        const f = await fan(t, `office${n}@limits.test`, `Office ${n}`)
        return { ...f, b: browser(t.app, ip, f.b.cookies) }
      })
    )
    freshWindow()
    for (const f of fans.slice(0, 5)) {
      for (let i = 0; i < 120; i++) expect((await mark(f, i % 2 === 0 ? "interested" : "has_tickets")).statusCode).toBe(200)
    }
    const refused = await mark(fans[5]!, "interested")
    expect(refused.statusCode).toBe(429)
    expect(refused.headers["retry-after"]).toBeDefined()
  })
})

describe("one person's burst of interest changes", () => {
  it("reaches each stream as at most floor(duration / window) + 2 events, the first at once", async () => {
    const [star, ...watchers] = await Promise.all(["star", "w1", "w2", "w3"].map((n) => fan(t, `${n}@burst.test`, n)))
    expect((await star!.b.send("PUT", "/api/settings", { concertVisibility: "public" })).statusCode).toBe(200)
    const streams = await Promise.all(watchers.map((w) => openStream(t.baseUrl, w.b)))
    const fromStar = (e: LiveEvent) => e.type === "interest_changed" && e.userId === star!.id
    const N = 60
    const started = performance.now()
    for (let i = 0; i < N; i++) {
      const res = await star!.b.send("PUT", `/api/concerts/${concertId}/interest`, { status: i % 2 === 0 ? "interested" : "has_tickets" })
      expect(res.statusCode, res.body).toBe(200)
      if (i === 0) await Promise.all(streams.map((s) => s.waitFor(fromStar, 500)))
    }
    const duration = performance.now() - started
    await new Promise((r) => setTimeout(r, COALESCE_WINDOW_MS + 500))
    for (const stream of streams) {
      const received = stream.events.filter(fromStar).length
      expect(received).toBeGreaterThanOrEqual(2)
      expect(received).toBeLessThanOrEqual(maxCoalescedEvents(duration, COALESCE_WINDOW_MS))
      stream.close()
    }
  })
})
