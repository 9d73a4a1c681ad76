/**
 * One request must never hold the event loop. The most hostile value of every field of every route (body
 * fields, query parameters, path parameters), at its cap and beyond, is sent while /api/health is polled in
 * parallel on the same event loop. No request may spend 100 ms of CPU (what holding the loop costs: the
 * reproduction, the address "a@" + "."×160000 + "@", once held it for about 15 s at sign-up), and health answers
 * throughout within a second: its wall-clock time also counts the machine's other work (the suite runs beside
 * browsers and servers on two cores), so it guards against seconds, the CPU budget against 100 ms.
 */
import { monitorEventLoopDelay } from "node:perf_hooks"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { memoryApp, type TestApp } from "../support/app.ts"
import { browser } from "../support/browser.ts"
import { hostileLengths, hostileStrings, nestedJson } from "../support/hostile.ts"
import { ACTORS, browserOf, makeWorld, matrix, type World } from "./authorization/matrix.ts"

const BUDGET_MS = 100
/** Health's wall-clock bound: a loop held for seconds shows here whatever else the machine does. */
const HEALTH_WALL_MS = 1_000

/** The CPU (user and system, ms) the process spends on `request`: what it costs the loop, whatever the machine's load. */
const cpuOf = async <A>(request: () => Promise<A>): Promise<{ readonly answer: A; readonly cpuMs: number }> => {
  const before = process.cpuUsage()
  const answer = await request()
  const used = process.cpuUsage(before)
  return { answer, cpuMs: (used.user + used.system) / 1000 }
}
/** Routes that end the actors' sessions run last, so the others are reached signed in. */
const LAST = [
  "PUT /api/admin/users/:userId/role",
  "POST /api/auth/refresh",
  "POST /api/auth/reset-password",
  "POST /api/auth/sign-out",
  "POST /api/auth/sign-out-all"
]
const QUERY_KEYS = ["city", "cursor", "limit", "email", "token", "inviter", "filename", "status", "past", "from", "to"]

let t: TestApp
let w: World

beforeAll(async () => {
  t = await memoryApp({ rateLimitScale: 100_000 })
  w = await makeWorld(t)
})
afterAll(() => t.close())

/** Polls /api/health every few milliseconds while `work` runs; the slowest answer and the loop's worst delay. */
const underWatch = async (work: () => Promise<void>) => {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  let running = true
  let slowest = 0
  const poll = (async () => {
    while (running) {
      const started = performance.now()
      const res = await t.app.inject({ url: "/api/health" })
      expect(res.statusCode).toBe(200)
      slowest = Math.max(slowest, performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  })()
  try {
    await work()
  } finally {
    running = false
    await poll
    delay.disable()
  }
  return { slowestHealthMs: slowest, maxDelayMs: delay.max / 1e6 }
}

describe("the event-loop budget", () => {
  it(`the sign-up address "a@" + "."×160000 + "@" is refused at once, and so is every cap's worst value`, async () => {
    const visitor = browserOf(w, "visitor")
    let costliest = 0
    const watched = await underWatch(async () => {
      for (const email of [`a@${".".repeat(160_000)}@`, `a@${".".repeat(60_000)}@`, `a@${".".repeat(251)}@`]) {
        const { answer: res, cpuMs } = await cpuOf(() => visitor.send("POST", "/api/auth/sign-up", { email, password: "correct horse" }))
        costliest = Math.max(costliest, cpuMs)
        expect(res.statusCode).toBeGreaterThanOrEqual(400)
        expect(res.statusCode).toBeLessThan(500)
      }
    })
    expect(costliest, "the costliest request's CPU").toBeLessThan(BUDGET_MS)
    expect(watched.slowestHealthMs).toBeLessThan(HEALTH_WALL_MS)
  })

  const keys = Object.keys(matrix)
    .filter((key) => !matrix[key]!.stream)
    .sort((a, b) => Number(LAST.includes(a)) - Number(LAST.includes(b)))
  for (const key of keys) {
    it(`${key}: no hostile value at or beyond a cap costs ${BUDGET_MS} ms of the loop`, async () => {
      const row = matrix[key]!
      const [method, pattern] = key.split(" ") as [string, string]
      const actor = ACTORS.slice()
        .reverse()
        .find((a) => row.expected[a] < 300)!
      const template = await row.request(w, actor)
      // A copy of the actor's cookies: a hostile value that succeeds (an accepted invitation) must not sign the actor out.
      const b = browser(t.app, undefined, new Map(browserOf(w, actor).cookies))
      const [path, query = ""] = template.url.split("?") as [string, string?]
      let costliest = 0
      const send = async (url: string, body: unknown) => {
        const { answer, cpuMs } = await cpuOf(() => (method === "GET" ? b.get(url) : b.send(method as "POST", url, body, template.headers)))
        costliest = Math.max(costliest, cpuMs)
        return answer
      }
      const answers: Array<number> = []
      const watched = await underWatch(async () => {
        const body = typeof template.body === "object" && template.body !== null ? (template.body as Record<string, unknown>) : {}
        for (const field of Object.keys(body)) {
          for (const length of hostileLengths(field)) {
            for (const value of hostileStrings(length)) answers.push((await send(template.url, { ...body, [field]: value })).statusCode)
          }
        }
        if (method !== "GET")
          answers.push(
            (
              await cpuOf(() => b.send(method as "POST", template.url, nestedJson(20_000) as unknown as object, { "content-type": "application/json" })).then(
                ({ answer, cpuMs }) => {
                  costliest = Math.max(costliest, cpuMs)
                  return answer
                }
              )
            ).statusCode
          )
        for (const keyName of new Set([...new URLSearchParams(query).keys(), ...QUERY_KEYS])) {
          for (const length of hostileLengths(keyName)) {
            const [value] = hostileStrings(length)
            const params = new URLSearchParams(query)
            params.set(keyName, value!)
            answers.push((await send(`${path}?${params}`, template.body)).statusCode)
          }
        }
        const segments = pattern.split("/")
        for (const [i, segment] of segments.entries()) {
          if (!segment.startsWith(":")) continue
          for (const value of hostileStrings(101)) {
            const real = path.split("/")
            real[i] = encodeURIComponent(value)
            answers.push((await send(real.join("/"), template.body)).statusCode)
          }
        }
      })
      expect(
        answers.filter((status) => status >= 500),
        "no 5xx"
      ).toEqual([])
      expect(costliest, `the costliest of ${answers.length} requests' CPU`).toBeLessThan(BUDGET_MS)
      expect(watched.slowestHealthMs, `health's slowest answer during ${answers.length} requests`).toBeLessThan(HEALTH_WALL_MS)
    })
  }
})
