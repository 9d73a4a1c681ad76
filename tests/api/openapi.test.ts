/**
 * The published contract: GET /api/openapi.json names exactly the registered routes and passes
 * `redocly lint` (recommended-strict, redocly.yaml); GET /api/docs renders under the Content-Security-Policy in a
 * real browser; and the check every API test runs on every answer (tests/support/contract-check.ts) catches
 * an answer the document does not describe.
 */
import { execFile } from "node:child_process"
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import AxeBuilder from "@axe-core/playwright"
import { chromium } from "playwright"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { errorTable } from "../../apps/api/error-table.ts"
import type { OpenApiDocument } from "../../apps/api/openapi/document.ts"
import { openApiPath } from "../../apps/api/openapi/operation.ts"
import { routeTable } from "../../apps/api/plugins/route-table.ts"
import { chromiumHeadlessShell } from "../../scripts/ensure.mjs"
import { memoryApp, type TestApp } from "../support/app.ts"
import { violationOf, violationsOf } from "../support/contract-check.ts"

let t: TestApp
let document: OpenApiDocument
beforeAll(async () => {
  t = await memoryApp()
  const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" })
  expect(res.statusCode).toBe(200)
  document = res.json()
})
afterAll(() => t.close())

describe("GET /api/openapi.json", () => {
  it("names every registered API route, and no route that does not exist", () => {
    const registered = routeTable(t.app)
      .filter((r) => r.url.startsWith("/api"))
      .map((r) => `${r.method} ${openApiPath(r.url)}`)
    const documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
    expect(registered.length).toBeGreaterThan(60)
    expect(documented.sort()).toEqual(registered.sort())
  })

  it("passes redocly lint with no errors and no warnings", async () => {
    const dir = await mkdtemp(join(tmpdir(), "openapi-"))
    try {
      const file = join(dir, "openapi.json")
      await writeFile(file, JSON.stringify(document))
      const cli = join(process.cwd(), "node_modules/@redocly/cli/bin/cli.js")
      const lint = await promisify(execFile)(process.execPath, [cli, "lint", file, "--config", "redocly.yaml"], {
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" }
      }).catch((error: { stdout: string; stderr: string }) => ({ stdout: error.stdout, stderr: `${error.stderr}\nexit code not 0` }))
      const output = `${lint.stdout}\n${lint.stderr}`
      expect(output).toMatch(/Your API description is valid/)
      expect(output).not.toMatch(/exit code not 0|error|warning/i)
    } finally {
      await rm(dir, { recursive: true })
    }
  }, 60_000)

  it("is served as JSON to anyone, the same document every time", async () => {
    const again = await t.app.inject({ method: "GET", url: "/api/openapi.json" })
    expect(again.headers["content-type"]).toBe("application/json; charset=utf-8")
    expect(again.json()).toEqual(document)
  })
})

describe("GET /api/docs", () => {
  it("renders under the Content-Security-Policy (no inline script or style, its style sheet applied), every error anchored, no axe violation", async () => {
    const origin = await t.app.listen({ host: "127.0.0.1", port: 0 })
    const browser = await chromium.launch({ executablePath: chromiumHeadlessShell })
    try {
      const page = await (await browser.newContext()).newPage()
      const refusals: Array<string> = []
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text())
      })
      const res = await page.goto(`${origin}/api/docs`)
      expect(res?.status()).toBe(200)
      expect(res?.headers()["content-security-policy"]).toMatch(/script-src 'self'/)
      const html = await res!.text()
      expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=|https?:\/\//i)
      // The style sheet applied: the badge of a method has its colour.
      const badge = page.locator(".method-get").first()
      expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(31, 111, 67)")
      expect(await page.title()).toBe("Soundcheck API reference")
      for (const tag of Object.keys(errorTable)) expect(await page.locator(`[id="error-${tag}"]`).count(), tag).toBe(1)
      expect(await page.locator(`#op-postAuthSignIn`).getByRole("link", { name: "InvalidCredentials" }).getAttribute("href")).toBe("#error-InvalidCredentials")
      expect(refusals).toEqual([])
      // Every kind of element the page renders, not all 70 operations (axe over the whole page takes seconds).
      const axe = new AxeBuilder({ page }).include("header").include("nav").include("#op-postAuthSignIn").include("#schema-Problem").include("#errors")
      expect((await axe.analyze()).violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([])
    } finally {
      await browser.close()
    }
  }, 60_000)
})

describe("the contract check of every test answer", () => {
  const answer = (body: unknown, overrides: Partial<Parameters<typeof violationOf>[1]> = {}) =>
    violationOf(document, {
      method: "GET",
      route: "/api/auth/registration",
      status: 200,
      contentType: "application/json; charset=utf-8",
      body: JSON.stringify(body),
      ...overrides
    })
  const problem = (tag: string, status: number) => ({ type: `/api/docs#error-${tag}`, title: tag, status, detail: "d", error: tag, message: "d" })

  it("passes an answer the document describes", () => {
    expect(answer({ mode: "open" })).toBeUndefined()
    expect(answer(problem("InvalidRequest", 400), { status: 400, contentType: "application/problem+json" })).toBeUndefined()
  })

  it("catches a wrong value, an extra field, an undocumented status or media type, and an error the route does not answer", () => {
    expect(answer({ mode: "closed" })).toMatch(/must be equal to one of the allowed values/)
    expect(answer({ mode: "open", passwordHash: "x" })).toMatch(/must NOT have additional properties/)
    expect(answer({ mode: "open" }, { status: 418 })).toMatch(/status 418 is not documented/)
    expect(answer({ mode: "open" }, { contentType: "text/plain" })).toMatch(/text\/plain is not documented/)
    expect(answer(problem("ConcertNotFound", 404), { status: 404, contentType: "application/problem+json" })).toMatch(/status 404/)
    expect(answer(problem("InvalidCursor", 400), { status: 400, contentType: "application/problem+json" })).toMatch(/allowed values/)
    expect(answer({}, { route: "/api/nowhere" })).toMatch(/not in the document/)
  })

  it("fails the request and the app's close when a real answer does not match", async () => {
    const broken = await memoryApp()
    // Corrupts one answer after the route ran, as a route returning the wrong shape would.
    broken.app.addHook("preSerialization", async (request, reply, payload) =>
      request.url === "/api/auth/registration" && reply.statusCode === 200 ? { mode: "sometimes" } : payload
    )
    const logged = console.error
    console.error = () => undefined
    try {
      const res = await broken.app.inject({ method: "GET", url: "/api/auth/registration" })
      expect(res.statusCode).toBe(500)
      expect(res.json()).toMatchObject({ error: "InternalError", detail: expect.stringMatching(/^OpenAPI contract violation: .*mode/) })
      expect(violationsOf(broken.app)).toEqual([expect.stringMatching(/GET \/api\/auth\/registration .*answered 200: .*allowed values/s)])
      await expect(broken.app.close()).rejects.toThrow(/OpenAPI contract violations/)
    } finally {
      console.error = logged
      await broken.runtime.dispose()
    }
  })
})
