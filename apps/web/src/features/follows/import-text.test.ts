import { describe, expect, it } from "vitest"
import { MAX_IMPORT_TEXT_LENGTH, MAX_IMPORTED_ARTISTS } from "../../../../../domain/follows/contract.ts"
import { fileRefusal, followArtistsText, importCount, importDoneText, importSummary, listFromFileText, overCapText } from "./import-text.ts"

const ref = (artist: string) => ({ key: artist.toLowerCase(), artist })

describe("the import preview's words", () => {
  it("counts what the catalogue has and what it will follow anyway, and the lines left out", () => {
    const preview = { matched: [ref("The Midnight Owls"), ref("Neon Tide")], unmatched: [ref("Garage Band")], skipped: 3, followed: 0 }
    expect(importCount(preview)).toBe(3)
    expect(importSummary(preview)).toBe("2 artists in the catalogue, 1 not in it yet (followed anyway). 3 lines left out (blank, repeated or too long).")
  })

  it("says one in the singular and leaves out the skipped sentence when nothing was skipped", () => {
    expect(importSummary({ matched: [ref("Neon Tide")], unmatched: [], skipped: 0, followed: 0 })).toBe(
      "1 artist in the catalogue, 0 not in it yet (followed anyway)."
    )
    expect(importSummary({ matched: [], unmatched: [], skipped: 1, followed: 0 })).toBe(
      "0 artists in the catalogue, 0 not in it yet (followed anyway). 1 line left out (blank, repeated or too long)."
    )
  })

  it("names the button and the outcome by the count", () => {
    expect(followArtistsText(1)).toBe("Follow 1 artist")
    expect(followArtistsText(12)).toBe("Follow 12 artists")
    expect(importDoneText(0)).toBe("You already follow all of them")
    expect(importDoneText(1)).toBe("Now following 1 more artist")
    expect(importDoneText(4)).toBe("Now following 4 more artists")
  })

  it("says when a list is over the cap of one import", () => {
    const many = (count: number) => Array.from({ length: count }, (_, i) => ref(`Band ${i}`))
    expect(overCapText({ matched: many(MAX_IMPORTED_ARTISTS), unmatched: [], skipped: 0, followed: 0 })).toBeNull()
    expect(overCapText({ matched: many(MAX_IMPORTED_ARTISTS), unmatched: many(1), skipped: 0, followed: 0 })).toBe(
      `At most ${MAX_IMPORTED_ARTISTS} artists at a time: split the list.`
    )
  })
})

describe("an artist list file", () => {
  it("is a .txt or .csv file, in any letter case, not too big", () => {
    expect(fileRefusal("library.csv", 10)).toBeNull()
    expect(fileRefusal("Artists.TXT", 10)).toBeNull()
    expect(fileRefusal("library.xlsx", 10)).toBe("Choose a .txt or .csv file")
    expect(fileRefusal("csv", 10)).toBe("Choose a .txt or .csv file")
    expect(fileRefusal("big.csv", MAX_IMPORT_TEXT_LENGTH * 4 + 1)).toBe("The file is too long")
  })

  it("is read without its byte order mark, and refused past the text's cap", () => {
    expect(listFromFileText("\uFEFFartist\nNeon Tide\n")).toBe("artist\nNeon Tide\n")
    expect(listFromFileText("x".repeat(MAX_IMPORT_TEXT_LENGTH))).toHaveLength(MAX_IMPORT_TEXT_LENGTH)
    expect(listFromFileText("x".repeat(MAX_IMPORT_TEXT_LENGTH + 1))).toBeNull()
  })
})
