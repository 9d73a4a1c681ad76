import { describe, expect, it } from "vitest"
import { delimitedRecords, listedNames, parseArtists } from "./artist-list.ts"

describe("reading a list of artists (issue #32)", () => {
  it("reads one artist a line (commas are part of a name), without a last empty line", () => {
    expect(listedNames("Crosby, Stills & Nash\r\nWilco\rMitski\n\n  Bon Iver \n")).toEqual(["Crosby, Stills & Nash", "Wilco", "Mitski", "", "  Bon Iver "])
    // A one-column export's header names the column, not an artist.
    expect(listedNames("Artist\nWilco\nMitski")).toEqual(["Wilco", "Mitski"])
  })

  it("reads the artist column of a table with a header: comma, semicolon or tab separated, quoted cells, a byte order mark", () => {
    expect(listedNames('\uFEFFTitle,Artist,Album\n"A, b","Crosby, Stills & Nash",X\n"Line\nbreak","Say ""hi""",Y\nshort\n')).toEqual([
      "Crosby, Stills & Nash",
      'Say "hi"',
      ""
    ])
    expect(listedNames("Name;Artist Name\nSong;Wilco\n")).toEqual(["Wilco"])
    expect(listedNames("Name\tArtist\tAlbum\nSong\tMitski\tBe\n")).toEqual(["Mitski"])
    // No artist column: every line is a name.
    expect(listedNames("Band, The\nWilco")).toEqual(["Band, The", "Wilco"])
  })

  it("keeps the distinct artists by key, first spelling first; counts blank, repeated, over-long and control-character lines as skipped", () => {
    expect(parseArtists(`The Beths\n\nBETHS\nthe beths\n${"x".repeat(201)}\nBad\u202eName\nWilco\n`, 500)).toEqual({
      artists: [
        { key: "beths", artist: "The Beths" },
        { key: "wilco", artist: "Wilco" }
      ],
      skipped: 5
    })
  })

  it("stops at the first artist past the maximum", () => {
    expect(parseArtists(Array.from({ length: 600 }, (_, i) => `Band ${i}`).join("\n"), 500)).toEqual({ tooMany: 501 })
    expect(parseArtists(Array.from({ length: 500 }, (_, i) => `Band ${i}`).join("\n"), 500)).toMatchObject({ skipped: 0 })
  })

  it("reads an unterminated quote to the end, in linear time", () => {
    expect(delimitedRecords('a,"b\nc', ",")).toEqual([["a", "b\nc"]])
    const started = performance.now()
    parseArtists(`artist\n${'"'.repeat(99_990)}`, 500)
    parseArtists(`artist,x\n${'"a,b",c\n'.repeat(12_000)}`, 500)
    expect(performance.now() - started).toBeLessThan(500)
  })
})
