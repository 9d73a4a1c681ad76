import { describe, expect, it } from "vitest"
import type { LiveEvent } from "../../../../../domain/live/events.ts"
import { connectLive } from "./connection.ts"

/** A server that keeps each stream open, silent after `chunks`, until the client aborts it. */
const fakeServer = (answers: ReadonlyArray<{ status: number; chunks?: ReadonlyArray<string> }>) => {
  const calls: Array<string> = []
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const answer = answers[Math.min(calls.length, answers.length - 1)]!
    calls.push(String(input))
    if (answer.status !== 200) return new Response(null, { status: answer.status })
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of answer.chunks ?? []) controller.enqueue(new TextEncoder().encode(chunk))
        init?.signal?.addEventListener("abort", () => controller.error(new Error("aborted")))
      }
    })
    return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } })
  }
  return { calls, fetch }
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms))

const eventually = async (check: () => boolean) => {
  for (let waited = 0; !check(); waited += 5) {
    if (waited > 5_000) throw new Error("condition not reached within 5 s")
    await settle(5)
  }
}

describe("the live connection", () => {
  it("refreshes the session on a 401, delivers events, and reconnects when the watchdog sees no heartbeat", async () => {
    const event: LiveEvent = { type: "interest_changed", concertId: "c1", userId: "u1" }
    const server = fakeServer([
      { status: 401 },
      { status: 200, chunks: ["retry: 1000\n: connected\n\n", `data: ${JSON.stringify(event)}\n\n`, "data: not json\n\n"] }
    ])
    let refreshes = 0
    const opens: Array<number> = []
    const closes: Array<number> = []
    const events: Array<LiveEvent> = []
    const connection = connectLive({
      fetch: server.fetch,
      refresh: async () => void refreshes++,
      onOpen: (since) => opens.push(since),
      onClose: () => closes.push(Date.now()),
      onEvent: (e) => events.push(e),
      watchdogMs: 30,
      delayMs: () => 5
    })
    await eventually(() => opens.length >= 2)
    connection.stop()
    expect(refreshes).toBe(1)
    expect(events[0]).toEqual(event)
    expect(events).toHaveLength(opens.length)
    expect(opens.length).toBeGreaterThanOrEqual(2)
    expect(closes.length).toBeGreaterThanOrEqual(1)
    expect(server.calls.every((url) => url === "/api/events")).toBe(true)
  })

  it("keeps retrying on the schedule while the server refuses, and stops for good when stopped", async () => {
    const server = fakeServer([{ status: 503 }])
    const delays: Array<number> = []
    const connection = connectLive({
      fetch: server.fetch,
      refresh: async () => undefined,
      onOpen: () => undefined,
      onEvent: () => undefined,
      delayMs: (attempt) => {
        delays.push(attempt)
        return 5
      }
    })
    await eventually(() => delays.length >= 3)
    connection.stop()
    const calls = server.calls.length
    await settle(30)
    expect(server.calls.length).toBe(calls)
    expect(delays.slice(0, 3)).toEqual([0, 1, 2])
  })

  it("waits as long as a refusal's Retry-After asks (too many streams) before trying again", async () => {
    const calls: Array<number> = []
    const connection = connectLive({
      fetch: async () => {
        calls.push(Date.now())
        return new Response(null, { status: 429, headers: { "retry-after": "1" } })
      },
      refresh: async () => undefined,
      onOpen: () => undefined,
      onEvent: () => undefined,
      delayMs: () => 5
    })
    await eventually(() => calls.length >= 2)
    connection.stop()
    expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(990)
  })
})
