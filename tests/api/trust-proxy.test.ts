/**
 * TRUST_PROXY decides whose X-Forwarded-For counts: without it a client's header is ignored, with a hop count
 * or a proxy list only what the trusted proxy appended counts, so a forged header never opens a fresh
 * rate-limit bucket. "Trust everything" cannot be configured.
 */
import { ManagedRuntime } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import { parseTrustProxy, TrustProxyInvalid, type TrustProxy } from "../../apps/api/trust-proxy.ts"
import { buildApp, TEST_PUBLIC_URL } from "../support/app.ts"

const closers: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const close of closers) await close()
})

const appTrusting = async (trustProxy: TrustProxy) => {
  const runtime = ManagedRuntime.make(MemoryAdapters.layer({ publicUrl: TEST_PUBLIC_URL }))
  const app = await buildApp({ runtime, logLevel: false, trustProxy })
  closers.push(async () => {
    await app.close()
    await runtime.dispose()
  })
  return app
}

/** Forgot-password allows 30 requests an hour per client address; each request names a new e-mail. */
const forgotPasswordStatuses = async (app: Awaited<ReturnType<typeof appTrusting>>, forwardedFor: (n: number) => string) => {
  const statuses: Array<number> = []
  for (let n = 0; n < 32; n++) {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      headers: { "x-soundcheck-csrf": "1", "x-forwarded-for": forwardedFor(n) },
      payload: { email: `person${n}@example.com` }
    })
    statuses.push(res.statusCode)
  }
  return statuses
}

describe("TRUST_PROXY", () => {
  it("takes a hop count or a list of proxy addresses, and refuses to trust every hop", () => {
    expect(parseTrustProxy(undefined)).toBe(false)
    expect(parseTrustProxy("")).toBe(false)
    expect(parseTrustProxy("1")).toBe(1)
    expect(parseTrustProxy("2")).toBe(2)
    expect(parseTrustProxy("10.0.0.1, 10.1.0.0/16,loopback")).toEqual(["10.0.0.1", "10.1.0.0/16", "loopback"])
    for (const bad of ["true", "*", "all", "99", "10.0.0.1,evil", "a".repeat(5000)]) {
      expect(() => parseTrustProxy(bad), bad).toThrow(TrustProxyInvalid)
    }
  })

  it("without it, a client's X-Forwarded-For is ignored: forged addresses share the caller's bucket", async () => {
    const app = await appTrusting(false)
    const statuses = await forgotPasswordStatuses(app, (n) => `203.0.113.${n}`)
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(30)).toEqual([429, 429])
  })

  for (const [name, trust] of [
    ["one hop", 1],
    ["the proxy's address", ["127.0.0.1"]]
  ] as const) {
    it(`trusting ${name}, only the address the proxy appended counts, not what the client wrote before it`, async () => {
      const app = await appTrusting(trust)
      // The proxy appends the address it saw; the client forged the entries before it.
      const statuses = await forgotPasswordStatuses(app, (n) => `198.51.100.${n}, 203.0.113.7`)
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true)
      expect(statuses.slice(30)).toEqual([429, 429])
      // Another real client behind the same proxy has its own bucket.
      const other = await forgotPasswordStatuses(app, () => "203.0.113.8")
      expect(other[0]).toBe(200)
    })
  }
})
