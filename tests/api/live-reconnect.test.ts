/**
 * The web client's live connection against a real API that restarts: it reconnects on the spec's schedule
 * and refetches what changed while it was away, so nothing is lost. The client code runs as it does in
 * the browser (global fetch, the real query options and invalidation), with fetch pointed at the server.
 */
import { randomBytes } from "node:crypto"
import { QueryClient, QueryObserver } from "@tanstack/react-query"
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { connectLive } from "../../apps/web/src/app/live/connection.ts"
import { invalidateMissed, invalidateTopics, topicsOf } from "../../apps/web/src/app/live/invalidation.ts"
import { reconnectDelayMs } from "../../apps/web/src/app/live/schedule.ts"
import { friendRequestsQueryOptions } from "../../apps/web/src/features/friends/api/friend-requests.ts"
import { type Fan, fan, sendRequest } from "../support/friends.ts"
import { cookieHeader, type LiveInstance, postgresInstance } from "../support/live.ts"
import { testDatabase } from "../support/pg.ts"

let db: Awaited<ReturnType<typeof testDatabase>>
let served: LiveInstance
let other: LiveInstance
const sessionSecret = randomBytes(32).toString("base64url")

beforeAll(async () => {
  db = await testDatabase()
  served = await postgresInstance(db.url, { sessionSecret })
  other = await postgresInstance(db.url, { sessionSecret })
})

afterAll(async () => {
  vi.unstubAllGlobals()
  await served?.close()
  await other?.close()
  await db?.drop()
})

/** The browser's fetch: same-origin paths go to `served`, with `viewer`'s cookies. */
const browserFetch = (viewer: Fan) => {
  const realFetch = globalThis.fetch
  return (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input)
    return realFetch(new URL(path, served.baseUrl), { ...init, headers: { ...init?.headers, cookie: cookieHeader(viewer.b, path) } })
  }
}

const eventually = async (check: () => boolean, what: string, withinMs = 5_000) => {
  const deadline = Date.now() + withinMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not ${what} within ${withinMs} ms`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

it("after a server restart the client reconnects after 1 s and refetches the friend request sent meanwhile", async () => {
  const fiona = await fan(served, "fiona@reconnect.test", "Fiona")
  const sam = await fan(other, "sam@reconnect.test", "Sam")
  vi.stubGlobal("fetch", browserFetch(fiona))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })
  const requests = new QueryObserver(queryClient, friendRequestsQueryOptions())
  const stopObserving = requests.subscribe(() => undefined)
  const incoming = () => requests.getCurrentResult().data?.incoming.map((r) => r.id)

  const opens: Array<number> = []
  const delays: Array<number> = []
  const connection = connectLive({
    refresh: () => Promise.reject(new Error("no refresh in this test")),
    onOpen: (since) => {
      opens.push(since)
      void invalidateMissed(queryClient, since)
    },
    onEvent: (event) => void invalidateTopics(queryClient, topicsOf(event)),
    delayMs: (attempt) => {
      delays.push(reconnectDelayMs(attempt))
      return reconnectDelayMs(attempt)
    }
  })
  try {
    await eventually(() => opens.length === 1 && incoming()?.length === 0, "connected")
    const port = Number(new URL(served.baseUrl).port)
    await served.close()
    const missed = await sendRequest(sam, fiona)
    served = await postgresInstance(db.url, { sessionSecret, port })
    await eventually(() => incoming()?.includes(missed) === true, "refetched after the reconnect")
    expect(opens).toHaveLength(2)
    expect(delays[0]).toBe(1_000)

    // And once connected again, a change arrives live.
    expect((await sam.b.send("DELETE", `/api/friend-requests/${missed}`)).statusCode).toBe(204)
    await eventually(() => incoming()?.length === 0, "updated live")
  } finally {
    connection.stop()
    stopObserving()
  }
})
