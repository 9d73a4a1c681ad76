/**
 * The built web client as the API serves it: each asset in the Brotli or gzip copy the build made when the
 * browser accepts it (else as it is), with `Vary: Accept-Encoding`; assets, named after their content,
 * cached for a year without revalidation; the HTML shell always revalidated.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib"
import { afterAll, describe, expect, it } from "vitest"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import { IMMUTABLE } from "../../apps/api/plugins/web.ts"
import { buildApp, TEST_PUBLIC_URL } from "../support/app.ts"
import { ManagedRuntime } from "effect"

describe("the web client's files", () => {
  const webRoot = mkdtempSync(join(tmpdir(), "sc-web-assets-"))
  const script = `console.log(${JSON.stringify("x".repeat(4000))})`
  const shell = `<!doctype html><title>t</title><script type="module" src="/assets/index-abc123.js"></script>${" ".repeat(2000)}`
  mkdirSync(join(webRoot, "assets"))
  for (const [name, body] of [
    ["index.html", shell],
    ["assets/index-abc123.js", script]
  ] as const) {
    writeFileSync(join(webRoot, name), body)
    writeFileSync(join(webRoot, `${name}.br`), brotliCompressSync(body))
    writeFileSync(join(webRoot, `${name}.gz`), gzipSync(body))
  }
  const runtime = ManagedRuntime.make(MemoryAdapters.layer({ publicUrl: TEST_PUBLIC_URL }))
  const app = buildApp({ runtime, logLevel: false, webRoot })
  afterAll(async () => {
    await (await app).close()
    await runtime.dispose()
  })

  const get = async (url: string, acceptEncoding?: string) =>
    (await app).inject({ method: "GET", url, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } })

  it("sends an asset as Brotli, gzip or as it is, by Accept-Encoding, cached for a year", async () => {
    const br = await get("/assets/index-abc123.js", "gzip, deflate, br")
    expect([br.statusCode, br.headers["content-encoding"], br.headers["cache-control"]]).toEqual([200, "br", IMMUTABLE])
    expect(br.headers["content-type"]).toMatch(/javascript/)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script)

    const gz = await get("/assets/index-abc123.js", "gzip")
    expect([gz.headers["content-encoding"], gz.headers["cache-control"]]).toEqual(["gzip", IMMUTABLE])
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script)

    const plain = await get("/assets/index-abc123.js")
    expect([plain.headers["content-encoding"], plain.headers["cache-control"], plain.body]).toEqual([undefined, IMMUTABLE, script])
  })

  it("sends the shell compressed too, but always to be revalidated, for every client route", async () => {
    for (const url of ["/", "/concerts", "/plans/123"]) {
      const res = await get(url, "br")
      expect([res.statusCode, res.headers["content-encoding"], res.headers["cache-control"]]).toEqual([200, "br", "no-cache"])
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(shell)
    }
    const plain = await get("/")
    expect([plain.headers["cache-control"], plain.body]).toEqual(["no-cache", shell])
  })

  it("an unknown asset is a plain 404, not the shell", async () => {
    const res = await get("/assets/missing-000.js", "br")
    expect([res.statusCode, res.body]).toEqual([404, "Not found"])
  })
})
