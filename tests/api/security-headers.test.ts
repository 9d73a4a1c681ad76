/**
 * Security headers on API answers and on the served web client (a CSP without inline script), and the
 * session cookies' flags: HttpOnly, SameSite=Lax, their paths, and Secure only behind https (a trusted proxy).
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import fastifyHelmet from "@fastify/helmet"
import { ManagedRuntime } from "effect"
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify"
import { afterAll, describe, expect, it } from "vitest"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import type { AppOptions } from "../../apps/api/app.ts"
import { helmetOptions, SECURITY_HEADERS, securityHeadersPlugin } from "../../apps/api/plugins/security-headers.ts"
import { errorOf, PASSWORD, signedInUser } from "../support/accounts.ts"
import { buildApp, openSignUp, TEST_PUBLIC_URL, type TestApp } from "../support/app.ts"

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=' 'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'"
].join(";")

const apps: Array<{ app: FastifyInstance; runtime: TestApp["runtime"] }> = []
const appWith = async (options: Partial<AppOptions> = {}) => {
  const runtime: TestApp["runtime"] = ManagedRuntime.make(MemoryAdapters.layer({ publicUrl: TEST_PUBLIC_URL }))
  await openSignUp(runtime)
  const app = await buildApp({ runtime, logLevel: false, ...options })
  apps.push({ app, runtime })
  return { app, runtime }
}
afterAll(async () => {
  for (const { app, runtime } of apps) {
    await app.close()
    await runtime.dispose()
  }
})

const expectSecurityHeaders = (res: LightMyRequestResponse) => {
  expect(res.headers["content-security-policy"]).toBe(CSP)
  expect(res.headers).toMatchObject({
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "same-origin",
    "strict-transport-security": "max-age=31536000; includeSubDomains",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin"
  })
  expect(res.headers["x-powered-by"]).toBeUndefined()
}

describe("security headers", () => {
  it("every API answer carries them, refusals and unknown routes included", async () => {
    const { app } = await appWith()
    for (const res of [
      await app.inject({ method: "GET", url: "/api/health" }),
      await app.inject({ method: "GET", url: "/api/profile" }),
      await app.inject({ method: "POST", url: "/api/auth/sign-in", payload: {} }),
      await app.inject({ method: "GET", url: "/api/nothing-here" })
    ])
      expectSecurityHeaders(res)
  })

  it("are exactly the headers helmet sends for the same policy, computed once rather than per request", async () => {
    const headersOf = async (register: (app: FastifyInstance) => Promise<void> | void) => {
      const app = Fastify()
      await register(app)
      app.get("/", async () => ({ ok: true }))
      const {
        date: _date,
        connection: _connection,
        "content-length": _length,
        "content-type": _type,
        ...headers
      } = (await app.inject({ method: "GET", url: "/" })).headers
      await app.close()
      return headers
    }
    const helmet = await headersOf(async (app) => {
      await app.register(fastifyHelmet, helmetOptions)
    })
    expect(await headersOf(securityHeadersPlugin)).toEqual(helmet)
    expect(helmet).toEqual(SECURITY_HEADERS)
  })

  it("the web client's HTML is served under the CSP, and the built shell has no inline script", async () => {
    const webRoot = mkdtempSync(join(tmpdir(), "sc-web-"))
    writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>t</title>")
    const { app } = await appWith({ webRoot })
    for (const url of ["/", "/concerts", "/index.html"]) {
      const res = await app.inject({ method: "GET", url })
      expect(res.statusCode).toBe(200)
      expectSecurityHeaders(res)
    }
    const unknown = await app.inject({ method: "GET", url: "/api/nope?x=1" })
    expect([unknown.headers["cache-control"], errorOf(unknown)]).toEqual([
      "no-store",
      { status: 404, error: "NotFound", message: "No route for GET /api/nope" }
    ])
    // The shell's only inline <script> is JSON-LD data, which a CSP does not treat as script.
    const shell = readFileSync(new URL("../../apps/web/index.html", import.meta.url), "utf8")
    const scripts = [...shell.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, body]) => ({ attributes, inline: body!.trim() !== "" }))
    expect(scripts.filter((s) => s.inline && !/type="application\/ld\+json"/.test(s.attributes!))).toEqual([])
    expect(scripts.filter((s) => !s.inline).every((s) => / src="\/[^/]/.test(s.attributes!))).toBe(true)
  })
})

describe("session cookies", () => {
  const signIn = async (app: FastifyInstance, headers: Record<string, string> = {}) => {
    const t: TestApp = { app, runtime: apps.find((a) => a.app === app)!.runtime, close: async () => undefined }
    const email = `cookie-${apps.length}-${Object.keys(headers).length}@example.com`
    await signedInUser(t, email)
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload: { email, password: PASSWORD },
      headers: { "x-soundcheck-csrf": "1", ...headers }
    })
    expect(res.statusCode, res.body).toBe(200)
    return Object.fromEntries(res.cookies.map((c) => [c.name, c]))
  }

  it("are HttpOnly and SameSite=Lax, the refresh token only sent to /api/auth, and not Secure over plain http", async () => {
    const { app } = await appWith()
    const cookies = await signIn(app)
    expect(cookies.sc_access).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" })
    expect(cookies.sc_refresh).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/auth" })
    expect(cookies.sc_access?.secure).toBeUndefined()
    expect(cookies.sc_refresh?.secure).toBeUndefined()
  })

  it("are Secure behind an https proxy the app trusts (TRUST_PROXY), and a client cannot claim https itself", async () => {
    const trusting = await appWith({ trustProxy: 1 })
    const behindHttps = await signIn(trusting.app, { "x-forwarded-proto": "https" })
    expect(behindHttps.sc_access).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" })
    expect(behindHttps.sc_refresh).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" })
    const direct = await appWith()
    const spoofed = await signIn(direct.app, { "x-forwarded-proto": "https" })
    expect(spoofed.sc_access?.secure).toBeUndefined()
  })

  it("signing out clears both cookies on their own paths", async () => {
    const { app } = await appWith()
    const cookies = await signIn(app)
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { "x-soundcheck-csrf": "1", cookie: `sc_refresh=${cookies.sc_refresh!.value}` }
    })
    expect(res.statusCode).toBe(204)
    const cleared = Object.fromEntries(res.cookies.map((c) => [c.name, c]))
    expect(cleared.sc_access).toMatchObject({ value: "", path: "/", httpOnly: true })
    expect(cleared.sc_refresh).toMatchObject({ value: "", path: "/api/auth", httpOnly: true })
  })
})
