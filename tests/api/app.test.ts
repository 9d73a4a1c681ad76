import { Effect, Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { StoreHealth } from "../../domain/kernel/health.ts"
import { signedInUser } from "../support/accounts.ts"
import { buildApp, memoryApp, openSignUp, TEST_PUBLIC_URL, type TestApp } from "../support/app.ts"
import { problem, PROBLEM_JSON } from "../support/problem.ts"

describe("the API shell", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await memoryApp()
  })
  afterAll(() => t.close())

  it("answers unknown API paths with a 404 problem", async () => {
    const res = await t.app.inject({ url: "/api/no-such-thing?x=1" })
    expect(res.statusCode).toBe(404)
    expect(res.headers["content-type"]).toBe("application/problem+json; charset=utf-8")
    expect(res.json()).toEqual({
      type: "/api/docs#error-NotFound",
      title: "Not found",
      status: 404,
      detail: "No route for GET /api/no-such-thing",
      error: "NotFound",
      message: "No route for GET /api/no-such-thing"
    })
  })

  it("answers Fastify's own refusals in the error table's words: a 1 MB body, malformed JSON, a foreign content type", async () => {
    const send = (payload: string, contentType = "application/json") =>
      t.app.inject({ method: "POST", url: "/api/auth/sign-up", headers: { "content-type": contentType, "x-soundcheck-csrf": "1" }, payload })
    const huge = await send(JSON.stringify({ email: `a@${".".repeat(1024 * 1024)}@`, password: "secret123" }))
    const malformed = await send('{"email": ')
    const foreign = await send("<email>a@b.example</email>", "application/xml")
    expect([huge, malformed, foreign].map((res) => [res.statusCode, res.headers["content-type"], res.json()])).toEqual([
      [413, PROBLEM_JSON, problem(413, "PayloadTooLarge", "This request is too large.")],
      [400, PROBLEM_JSON, problem(400, "InvalidRequest", "The request is not valid.")],
      [415, PROBLEM_JSON, problem(415, "UnsupportedMediaType", "This kind of content is not accepted here.")]
    ])
  })

  it("gives every response a request id, and echoes a well-formed one it was given", async () => {
    const fresh = await t.app.inject({ url: "/api/health" })
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/)
    const given = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "trace-123" } })
    expect(given.headers["x-request-id"]).toBe("trace-123")
    const hostile = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "a b\n<script>" } })
    expect(hostile.headers["x-request-id"]).not.toContain("script")
  })
})

describe("failures inside a use case", () => {
  it("become a 500 with a generic message and no stack trace or internals", async () => {
    const broken = Layer.mergeAll(
      Layer.effect(
        ConcertRepo,
        ConcertRepo.useSync((repo) =>
          ConcertRepo.of({
            ...repo,
            cities: () => Effect.die(new Error('relation "concerts" does not exist at /srv/secret.ts:1'))
          })
        )
      ),
      Layer.succeed(StoreHealth, StoreHealth.of({ ping: Effect.succeed(false), replica: Effect.succeed("none"), graph: Effect.succeed("none") }))
    ).pipe(Layer.provideMerge(MemoryAdapters.layer({ publicUrl: TEST_PUBLIC_URL })))
    const runtime = ManagedRuntime.make(broken)
    await openSignUp(runtime)
    const app = await buildApp({ runtime, logLevel: false })
    try {
      const fan = await signedInUser({ app, runtime, close: async () => undefined }, "fan@example.com")
      const res = await fan.get("/api/concerts/cities")
      expect(res.statusCode).toBe(500)
      expect(res.json()).toEqual(problem(500, "InternalError", "Something went wrong. Please try again."))
      expect(res.body).not.toMatch(/relation|secret|at \//)
      const health = await app.inject({ url: "/api/health" })
      expect(health.statusCode).toBe(503)
      expect(health.json()).toEqual({ status: "degraded", database: "down" })
    } finally {
      await app.close()
      await runtime.dispose()
    }
  })
})
