import { Readable } from "node:stream"
import { Effect, Stream } from "effect"
import { describe, expect, it } from "vitest"
import { csvRecords } from "./csv-records.ts"

const read = (...chunks: Array<string>) => Effect.runPromise(Stream.runCollect(csvRecords(Readable.from(chunks.map((c) => Buffer.from(c))))))

describe("csvRecords", () => {
  it("gives each record the line it starts on, with quoted line breaks in either line ending", async () => {
    for (const eol of ["\n", "\r\n"]) {
      const text = ["\uFEFFh1,h2", 'a,"x', 'y"', "", 'b,"p\r\nq"', 'c,"say ""hi"", ok"'].join(eol)
      expect(
        (await read(text)).map((r) => [r.line, ...r.cells]),
        JSON.stringify(eol)
      ).toEqual([
        [1, "h1", "h2"],
        [2, "a", `x${eol}y`],
        [5, "b", "p\r\nq"],
        [7, "c", 'say "hi", ok']
      ])
    }
  })

  it("reads records split across chunks and skips blank records", async () => {
    const records = await read("art", "ist,ven", "ue\nWil", "co,Metro\n,,\n")
    expect(records).toEqual([
      { line: 1, cells: ["artist", "venue"] },
      { line: 2, cells: ["Wilco", "Metro"] }
    ])
  })

  it("an unclosed quote fails with CsvMalformed", async () => {
    const failure = await Effect.runPromise(Effect.flip(Stream.runDrain(csvRecords(Readable.from([Buffer.from('a,"b\nc')])))))
    expect(failure).toMatchObject({ _tag: "CsvMalformed", reason: "CSV_QUOTE_NOT_CLOSED" })
  })
})
