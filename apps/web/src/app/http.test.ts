import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { hasStatus } from "./api-error.ts"
import { RESEND_DELAY_MS, send } from "./http.ts"

/** A fetch that answers from a script: a status (with a JSON body), or "down" for a failed connection. */
const scripted = (...answers: Array<number | "down">) => {
  const calls: Array<string> = []
  const fetch = vi.fn(async (_path: string, init: RequestInit) => {
    calls.push(String(init.method ?? "GET"))
    const next = answers.shift() ?? 200
    if (next === "down") throw new TypeError("Failed to fetch")
    return new Response(JSON.stringify({ error: next === 200 ? undefined : "X", n: calls.length }), { status: next })
  })
  vi.stubGlobal("fetch", fetch)
  return calls
}

describe("send: a request the app never answered", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  const settle = async <A>(promise: Promise<A>) => {
    const outcome = promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error })
    )
    await vi.advanceTimersByTimeAsync(RESEND_DELAY_MS)
    return outcome
  }

  it.each(["GET", "PUT", "DELETE"])("is sent once more after a failed connection or a gateway's 502/503/504 when it is a %s", async (method) => {
    for (const first of ["down", 502, 503, 504] as const) {
      const calls = scripted(first, 200)
      expect(await settle(send("/api/x", { method }))).toEqual({ value: { n: 2 } })
      expect(calls).toEqual([method, method])
    }
  })

  it.each(["POST", "PATCH"])("is never sent twice when it is a %s", async (method) => {
    for (const first of ["down", 502] as const) {
      const calls = scripted(first, 200)
      const outcome = await settle(send("/api/x", { method }))
      expect(calls).toEqual([method])
      expect("error" in outcome && hasStatus(outcome.error, first === "down" ? 0 : 502)).toBe(true)
    }
  })

  it("is sent twice at most, and an answer of the app itself is not repeated", async () => {
    const calls = scripted("down", "down", 200)
    const outcome = await settle(send("/api/x"))
    expect(calls).toHaveLength(2)
    expect("error" in outcome && hasStatus(outcome.error, 0)).toBe(true)
    for (const status of [400, 404, 409, 500]) {
      const once = scripted(status, 200)
      await settle(send("/api/x", { method: "PUT" }))
      expect(once).toHaveLength(1)
    }
  })
})
