/**
 * Load shedding. Password hashing is bounded: a flood of anonymous sign-ins once took a normal sign-in from
 * 0.03 s to 3.5 s; now hashes beyond the queue's cap are refused at once with 503 HasherBusy and Retry-After.
 * And while the event loop lags, new requests are shed with 503 Overloaded, except /api/health.
 */
import { Effect, Exit, Layer } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { boundedQueue } from "../../adapters/crypto/bounded-queue.ts"
import * as Argon2Hasher from "../../adapters/crypto/password-hasher.argon2.ts"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import { PasswordHasher } from "../../domain/accounts/password-hasher.ts"
import { PASSWORD, signedInUser } from "../support/accounts.ts"
import { buildApp, fromLayer, TEST_PUBLIC_URL, type TestApp } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { problem } from "../support/problem.ts"

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe("the bounded queue", () => {
  it("never runs more than its cap at once, queues up to its waiting cap, and refuses the rest at once", async () => {
    const queue = boundedQueue({ running: 2, waiting: 3 })
    let running = 0
    let peak = 0
    const task = async () => {
      peak = Math.max(peak, ++running)
      await wait(20)
      running--
      return "done"
    }
    const offered = Array.from({ length: 20 }, () => queue.offer(task))
    expect(offered.filter((p) => p === undefined)).toHaveLength(15)
    expect(await Promise.all(offered.filter((p) => p !== undefined))).toEqual(Array(5).fill("done"))
    expect(peak).toBe(2)
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 })
    // Room again once the line has drained.
    expect(await queue.offer(task)).toBe("done")
  })

  it("gives a failed task's place back, also one that throws before it returns a promise", async () => {
    const queue = boundedQueue({ running: 1, waiting: 0 })
    const throwsAtOnce = (): Promise<string> => {
      throw new Error("at once")
    }
    await expect(queue.offer(throwsAtOnce)).rejects.toThrow("at once")
    await expect(queue.offer(() => Promise.reject(new Error("later")))).rejects.toThrow("later")
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 })
    expect(await queue.offer(async () => "done")).toBe("done")
  })
})

describe("the argon2 hasher under a flood", () => {
  it("computes at most running + waiting hashes of a burst and refuses the others with HasherBusy", async () => {
    const layer = Argon2Hasher.makeLayer({ running: 2, waiting: 2, retryAfterSeconds: 3 })
    const exits = await Effect.runPromise(
      Effect.provide(
        Effect.all(
          Array.from({ length: 12 }, () => Effect.exit(PasswordHasher.use((h) => h.hash("pass phrase")))),
          { concurrency: "unbounded" }
        ),
        layer
      )
    )
    const refused = exits.filter(Exit.isFailure)
    expect(exits.filter(Exit.isSuccess)).toHaveLength(4)
    expect(refused).toHaveLength(8)
    expect(String(refused[0])).toMatch(/HasherBusy/)
  })
})

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

describe("sign-in during a flood of anonymous hashing", () => {
  it("the requests beyond the hasher's cap are answered 503 HasherBusy with Retry-After, and a normal sign-in stays fast", async () => {
    t = await fromLayer(
      Layer.merge(
        MemoryAdapters.layer({ publicUrl: TEST_PUBLIC_URL, rateLimitScale: 10_000 }),
        Argon2Hasher.makeLayer({ running: 2, waiting: 4, retryAfterSeconds: 2 })
      )
    )
    const app = t.app
    await signedInUser(t, "fan@example.com")
    const flood = Array.from({ length: 300 }, (_, i) =>
      browser(app).send("POST", "/api/auth/sign-in", { email: `stranger${i}@example.com`, password: "guess-guess" })
    )
    await wait(5)
    const started = performance.now()
    const fan = await browser(app).send("POST", "/api/auth/sign-in", { email: "fan@example.com", password: PASSWORD })
    const seconds = (performance.now() - started) / 1000
    const answers = await Promise.all(flood)
    const busy = answers.filter((res) => res.statusCode === 503)
    expect(busy.length).toBeGreaterThan(250)
    expect(busy[0]!.headers["retry-after"]).toBe("2")
    expect(busy[0]!.json()).toEqual(problem(503, "HasherBusy", "Soundcheck is busy right now. Please try again in a moment."))
    expect(answers.filter((res) => res.statusCode !== 503).every((res) => res.json().error === "InvalidCredentials")).toBe(true)
    // Served (its hash waited behind at most six others) or refused at once: either way no 3.5 s wait.
    expect([200, 503]).toContain(fan.statusCode)
    expect(seconds).toBeLessThan(1.5)
  })
})

describe("shedding while the event loop lags", () => {
  const shedding = { maxEventLoopDelayMs: 40, maxEventLoopUtilization: 0.999, sampleIntervalMs: 50, retryAfterSeconds: 5 }

  it("new requests are refused with 503 Overloaded and Retry-After; /api/health still answers; the lag over, work is taken again", async () => {
    const runtimeApp = await fromLayer(MemoryAdapters.layer({ publicUrl: TEST_PUBLIC_URL }))
    t = runtimeApp
    const app = await buildApp({ runtime: runtimeApp.runtime, logLevel: false, loadShedding: shedding })
    try {
      await app.ready()
      expect((await app.inject({ url: "/api/auth/registration" })).statusCode).toBe(200)
      const until = performance.now() + 400
      while (performance.now() < until) {
        /* a request that holds the event loop */
      }
      await wait(5)
      const shed = await app.inject({ url: "/api/auth/registration" })
      expect(shed.statusCode).toBe(503)
      expect(shed.headers["retry-after"]).toBe("5")
      expect(shed.json()).toEqual(problem(503, "Overloaded", "Soundcheck is busy right now. Please try again in a moment."))
      expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200)
      await wait(4 * shedding.sampleIntervalMs)
      expect((await app.inject({ url: "/api/auth/registration" })).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })

  it("is off outside production unless asked for", async () => {
    t = await fromLayer(MemoryAdapters.layer({ publicUrl: TEST_PUBLIC_URL }))
    expect(t.app.hasDecorator("isUnderPressure")).toBe(false)
  })
})
