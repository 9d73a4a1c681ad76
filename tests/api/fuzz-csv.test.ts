/**
 * CSV import fuzzing over HTTP on PostgreSQL: random bytes, random records (quotes, line breaks, odd
 * characters), wrong encodings, a field of 10 MB and 100,000 rows. Every upload gets a clear answer:
 * a correct preview, an import of exactly the valid rows, or an error with the spec's message, and
 * nothing is ever half-imported.
 */
import { Readable } from "node:stream"
import fc from "fast-check"
import type { LightMyRequestResponse } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MAX_CSV_BYTES } from "../../domain/curation/import-concerts.ts"
import { errorOf, signedInAdmin } from "../support/accounts.ts"
import { postgresApp, type TestApp } from "../support/app.ts"
import type { Browser } from "../support/browser.ts"
import { type PostgresFingerprinter, postgresFingerprinter } from "../support/fingerprint.ts"

const PREVIEW = "/api/admin/concerts/import/preview"
const IMPORT = "/api/admin/concerts/import"

/** The answers an upload may get besides a report: each with the spec's message. */
const CLEAR_ERRORS: Record<string, { status: number; message: string }> = {
  CsvMalformed: { status: 400, message: "Please check your CSV format" },
  NoValidRows: { status: 400, message: "No valid rows to import" },
  FileTooLarge: { status: 413, message: "This file is too large. Please upload a CSV file of at most 8 MB." }
}

let t: TestApp & { databaseUrl: string }
let admin: Browser
let fingerprints: PostgresFingerprinter

beforeAll(async () => {
  t = await postgresApp()
  admin = await signedInAdmin(t, "csv-fuzzer@example.com")
  fingerprints = await postgresFingerprinter(t.databaseUrl)
})
afterAll(async () => {
  await fingerprints.close()
  await t.close()
})

const upload = (path: string, body: string | Buffer) => admin.send("POST", `${path}?filename=fuzz.csv`, body, { "content-type": "text/csv" })

const concertCount = async () => Number((await fingerprints.take()).concerts!.split(":")[0])

interface Report {
  readonly valid: number
  readonly duplicate: number
  readonly invalid: number
  readonly imported: number
}

const expectClearError = (res: LightMyRequestResponse) => {
  const body = errorOf(res) as { status: number; error: string; message: string }
  expect(CLEAR_ERRORS[body.error], `${res.statusCode} ${res.body.slice(0, 200)}`).toEqual({ status: body.status, message: body.message })
}

/** Previews then imports `body`: the preview is a report or a clear error, and the import writes all its valid rows or nothing. */
const previewAndImport = async (body: string | Buffer) => {
  const before = await fingerprints.take()
  const count = await concertCount()
  const preview = await upload(PREVIEW, body)
  if (preview.statusCode !== 200) expectClearError(preview)
  expect(await fingerprints.take(), "the preview wrote").toEqual(before)
  const imported = await upload(IMPORT, body)
  if (imported.statusCode === 200) {
    const report = imported.json() as Report
    expect(report.imported).toBe(report.valid)
    if (preview.statusCode === 200) expect({ ...(preview.json() as Report), imported: report.imported }).toMatchObject(report)
    expect(await concertCount()).toBe(count + report.imported)
  } else {
    expectClearError(imported)
    expect(await fingerprints.take(), "a refused import wrote").toEqual(before)
  }
  return { preview, imported }
}

const cell = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: "binary", maxLength: 8 }),
  fc.constantFrom("", '"', '""', "a,b", "line\nbreak", "cr\r\nlf", "\u0000", "\uFEFF", "2030-01-01", "12/5/30", "13-40-99", "é", "😀", "=cmd|' /C calc'!A0")
)
const record = fc.array(cell, { minLength: 0, maxLength: 8 })
const quote = (c: string) => (/[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)
const csvText = fc
  .tuple(fc.boolean(), fc.array(record, { maxLength: 12 }))
  .map(([header, rows]) => `${header ? "artist,venue,city,date,description,image_url\n" : ""}${rows.map((r) => r.map(quote).join(",")).join("\n")}`)

describe("CSV import fuzzing", () => {
  it("random bytes: a report or a clear error, never a partial import", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), async (bytes) => {
        await previewAndImport(Buffer.concat([Buffer.from("artist,venue,city,date\n"), Buffer.from(bytes)]))
      }),
      { numRuns: 40 }
    )
  })

  it("random records with quotes, line breaks and odd characters: a report or a clear error", async () => {
    await fc.assert(
      fc.asyncProperty(csvText, async (text) => {
        await previewAndImport(text)
      }),
      { numRuns: 60 }
    )
  })

  it("wrong encodings: UTF-16 with its byte-order mark, and Latin-1, get a clear answer", async () => {
    const text = "artist,venue,city,date\nBeyoncé,Stade,Paris,2031-05-01\n"
    // UTF-16 is recognised by its byte-order mark and read correctly.
    const utf16 = await previewAndImport(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]))
    expect(utf16.preview.json()).toMatchObject({ valid: 1, sample: [{ artist: "Beyoncé", city: "Paris" }] })
    // Without the mark its NUL bytes make it unreadable as CSV.
    expectClearError((await previewAndImport(Buffer.from(text, "utf16le"))).preview)
    const latin1 = await previewAndImport(Buffer.from(text.replace("Paris", "Nice"), "latin1"))
    // Latin-1 is read as UTF-8: the é becomes the replacement character, and the row is still a concert.
    expect(latin1.preview.json()).toMatchObject({ valid: 1, sample: [{ artist: "Beyonc\uFFFD" }] })
  })

  it(`a field of 10 MB is refused as too large (the limit is ${MAX_CSV_BYTES / 1024 / 1024} MB), and nothing is imported`, async () => {
    const body = `artist,venue,city,date\nBig,Hall,Oslo,2031-01-01\n"${"x".repeat(10 * 1024 * 1024)}",Hall,Oslo,2031-01-02\n`
    const { preview, imported } = await previewAndImport(body)
    expect(errorOf(preview)).toMatchObject({ status: 413, error: "FileTooLarge" })
    expect(errorOf(imported)).toMatchObject({ status: 413, error: "FileTooLarge" })
  })

  it("a body over the limit without a declared length (chunked) is cut off at the limit over HTTP, and nothing is imported", async () => {
    // One quoted field that never ends: the reader holds it until the limit stops the upload.
    const rows = `artist,venue,city,date\n"${"y".repeat(MAX_CSV_BYTES)}`
    const before = await fingerprints.take()
    const origin = await t.app.listen({ host: "127.0.0.1", port: 0 })
    const res = await fetch(`${origin}${IMPORT}?filename=big.csv`, {
      method: "POST",
      headers: { "content-type": "text/csv", "x-soundcheck-csrf": "1", cookie: [...admin.cookies].map(([n, c]) => `${n}=${c.value}`).join("; ") },
      // A stream: no content-length, sent chunked.
      body: Readable.toWeb(
        Readable.from(
          (function* () {
            for (let i = 0; i < rows.length; i += 64 * 1024) yield Buffer.from(rows.slice(i, i + 64 * 1024))
          })()
        )
      ) as ReadableStream,
      duplex: "half"
    } as RequestInit)
    expect({ status: res.status, ...((await res.json()) as object) }).toMatchObject({ status: 413, error: "FileTooLarge" })
    expect(await fingerprints.take()).toEqual(before)
  })

  // About 8 s: the preview reads and classifies every row.
  it("100,000 rows: a correct preview; an import broken after its first batches were written imports none of them", { timeout: 90_000 }, async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => `Hundred ${i},Arena,Lyon,2032-01-${String((i % 28) + 1).padStart(2, "0")}`)
    const preview = await upload(PREVIEW, `artist,venue,city,date\n${rows.join("\n")}\n`)
    expect(preview.statusCode, preview.body.slice(0, 200)).toBe(200)
    expect(preview.json()).toMatchObject({ valid: 100_000, duplicate: 0, invalid: 0, imported: 0 })
    const before = await fingerprints.take()
    // The unclosed quote on line 2,502 swallows the rest of the file: two batches of 1,000 are inserted first.
    const broken = await upload(
      IMPORT,
      `artist,venue,city,date\n${[...rows.slice(0, 2500), '"unclosed,Arena,Lyon,2032-02-01', ...rows.slice(2500)].join("\n")}\n`
    )
    expect(errorOf(broken)).toEqual({ status: 400, error: "CsvMalformed", message: "Please check your CSV format" })
    expect(await fingerprints.take()).toEqual(before)
  })
})
