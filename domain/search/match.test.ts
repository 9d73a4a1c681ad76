import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { words } from "./fold.ts"
import { MATCH_PER_MILLE, MAX_QUERY_WORDS, matchScore, prepareQuery, queryWords, similarityPerMille, trigrams, wordMatch } from "./match.ts"
import { nameArb, nameWordArb } from "./search.arbitraries.ts"

const wordArb = nameWordArb.map((w) => words(w)[0] ?? "x")
const score = (query: string, target: string) => matchScore(prepareQuery(queryWords(query)), words(target))

describe("trigram similarity", () => {
  it("a word's trigrams are pg_trgm's: three characters at a time of two spaces, the word and a space", () => {
    // show_trgm('midnite') on PostgreSQL 15 and 18.
    expect([...trigrams("midnite")].sort()).toEqual(["  m", " mi", "dni", "idn", "ite", "mid", "nit", "te "].sort())
    expect([...trigrams("a")]).toEqual(["  a", " a "])
    expect(trigrams("москва").size).toBe(7)
  })

  it("is whole thousandths from 0 to 1000, the same both ways, and 1000 for a word and itself", () => {
    fc.assert(
      fc.property(wordArb, wordArb, (a, b) => {
        const s = similarityPerMille(a, b)
        expect(Number.isInteger(s) && s >= 0 && s <= 1000).toBe(true)
        expect(similarityPerMille(b, a)).toBe(s)
        expect(similarityPerMille(a, a)).toBe(1000)
      })
    )
  })

  it("forgives a typo or two: midnite is 5/12 of midnight, rounded down", () => {
    expect(similarityPerMille("midnite", "midnight")).toBe(416)
    expect(similarityPerMille("midnite", "midnight")).toBeGreaterThanOrEqual(MATCH_PER_MILLE)
    expect(similarityPerMille("owls", "wolves")).toBeLessThan(MATCH_PER_MILLE)
  })
})

describe("matching a query", () => {
  it("finds the issue's examples", () => {
    expect(score("motley crue", "Mötley Crüe")).toBe(2000)
    expect(score("sigur ros", "Sigur Rós")).toBe(2000)
    expect(score("midnite owls", "The Midnight Owls")).toBe(1416)
    expect(score("MIDNITE, owls!", "The Midnight Owls")).toBe(1416)
  })

  it("every query word must match one of the words", () => {
    expect(score("midnight wolves", "The Midnight Owls")).toBeNull()
    fc.assert(
      fc.property(nameArb, nameArb, (query, target) => {
        const s = score(query, target)
        const each = queryWords(query).map((q) => score(q, target))
        if (queryWords(query).length === 0) return
        expect(s === null).toBe(each.some((x) => x === null))
        if (s !== null) expect(s).toBe(each.reduce((sum: number, x) => sum + x!, 0))
      })
    )
  })

  it("the score is the sum of each word's best match, at most 1000 a word; the order of the words does not matter", () => {
    fc.assert(
      fc.property(fc.array(wordArb, { minLength: 1, maxLength: 4 }), nameArb, (query, target) => {
        const s = score(query.join(" "), target)
        expect(score([...query].reverse().join(" "), target)).toBe(s)
        if (s !== null) expect(s).toBeLessThanOrEqual(1000 * new Set(query).size)
      })
    )
  })

  it("more words to match against never lower a score", () => {
    fc.assert(
      fc.property(nameArb, nameArb, nameArb, (query, target, more) => {
        const before = score(query, target)
        const after = score(query, `${target} ${more}`)
        if (before !== null) expect(after).toBeGreaterThanOrEqual(before)
      })
    )
  })

  it("letter case, accents and punctuation in the query change nothing", () => {
    fc.assert(
      fc.property(nameArb, nameArb, (query, target) => {
        expect(score(query.toUpperCase(), target)).toBe(score(query.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase(), target))
      })
    )
  })

  it("a word typed so far matches the words it begins, as the best match", () => {
    const [mi] = prepareQuery(["mi"], true)
    expect(wordMatch(mi!, "midnight")).toBe(1000)
    expect(wordMatch(mi!, "admit")).toBe(0)
    const [whole] = prepareQuery(["mi"])
    expect(wordMatch(whole!, "midnight")).toBe(0)
  })

  it("a query is its first ten distinct words", () => {
    expect(queryWords("a b a c")).toEqual(["a", "b", "c"])
    expect(queryWords(Array.from({ length: 30 }, (_, i) => `w${i}`).join(" "))).toHaveLength(MAX_QUERY_WORDS)
    expect(queryWords(" !? ")).toEqual([])
  })
})
