import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { fold, words } from "./fold.ts"
import { nameArb } from "./search.arbitraries.ts"

/** Any text: every plane of Unicode, lone surrogates included, as JSON may carry them. */
const anyText = fc.oneof(fc.string({ unit: "binary", maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 20 }), nameArb)

describe("search folding", () => {
  it("folding twice is folding once", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(fold(fold(text))).toBe(fold(text))
      })
    )
  })

  it("a folded text is words of letters and digits, lower-case, each separated by one space", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const folded = fold(text)
        expect(folded).toBe(folded.trim())
        expect(folded.includes("  ")).toBe(false)
        for (const word of folded.split(" ").filter((w) => w !== "")) expect(word).toMatch(/^[\p{L}\p{N}]+$/u)
        expect(folded.toLowerCase()).toBe(folded)
      })
    )
  })

  it("letter case does not matter", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(fold(text.toUpperCase())).toBe(fold(text.toLowerCase()))
      })
    )
  })

  it("accents do not matter: a text folds like itself without its marks, composed or decomposed", () => {
    // Greek's iota below (U+0345) is the one mark kept, as the letter it upper-cases to.
    const mark = /\p{M}/u
    const withoutMarks = (text: string) => [...text].filter((ch) => ch === "\u0345" || !mark.test(ch)).join("")
    fc.assert(
      fc.property(anyText, (text) => {
        expect(fold(text.normalize("NFC"))).toBe(fold(text.normalize("NFD")))
        expect(fold(withoutMarks(text.normalize("NFD")))).toBe(fold(text))
      })
    )
    expect(fold("ᾳ")).toBe(fold("ΑΙ"))
  })

  it("punctuation and spacing do not matter: only the words remain", () => {
    fc.assert(
      fc.property(fc.array(nameArb, { minLength: 1, maxLength: 3 }), fc.constantFrom(" ", " - ", "/", "!!", "  \t", "…"), (names, sep) => {
        expect(fold(names.join(sep))).toBe(fold(names.join(" ")))
      })
    )
  })

  it("a long text folds in one pass (no pattern can backtrack)", () => {
    const hostile = `${"a".repeat(30_000)}${"!. ".repeat(30_000)}${"e\u0301".repeat(30_000)}`
    expect(fold(hostile).length).toBe(60_001)
  })

  it("the examples fold as a reader expects", () => {
    expect(fold("Mötley Crüe")).toBe("motley crue")
    expect(fold("motley crue")).toBe("motley crue")
    expect(fold("Sigur Rós")).toBe(fold("sigur ros"))
    expect(fold("  The Midnight   Owls! ")).toBe("the midnight owls")
    expect(fold("Straße")).toBe("strasse")
    expect(fold("Ørjan Łódź Æther Œuvre Þór")).toBe("orjan lodz aether oeuvre thor")
    expect(fold("İstanbul")).toBe("istanbul")
    expect(fold("ΟΔΟΣ")).toBe(fold("οδοσ"))
    expect(fold("AC/DC")).toBe("ac dc")
    expect(fold("ﬁre ½")).toBe("fire 1 2")
    expect(fold("!!!")).toBe("")
  })

  it("words are the distinct words, in order", () => {
    expect(words("The Owls and the OWLS")).toEqual(["the", "owls", "and"])
    expect(words("  ")).toEqual([])
  })
})
