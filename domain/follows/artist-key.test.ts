import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { fold } from "../search/fold.ts"
import { artistKey } from "./artist-key.ts"

describe("the artist key (issue #32)", () => {
  it("is one key for any case, accents, surrounding spaces and a leading The", () => {
    const key = artistKey("The Midnight Owls")
    for (const name of ["the midnight owls", "Midnight Owls", "MIDNIGHT OWLS", "  Midnight   Owls ", "Thé Mïdnight Owls", "THE MIDNIGHT OWLS"]) {
      expect(artistKey(name)).toBe(key)
    }
    expect(key).toBe("midnight owls")
    expect(artistKey("Theory of a Deadman")).toBe("theory of a deadman")
    expect(artistKey("The The")).toBe("the")
    expect(artistKey("!!!")).toBe("!!!")
  })

  it("is stable under case, accents, surrounding and repeated spaces and a leading The (laws)", () => {
    const letter = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzéèüöñçåABCDEFGHIJKLMNOPQRSTUVWXYZÉÜÖ0123456789")
    const word = fc.array(letter, { minLength: 1, maxLength: 8 }).map((cs) => cs.join(""))
    const name = fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join(" "))
    fc.assert(
      fc.property(name, fc.integer({ min: 1, max: 3 }), (n, spaces) => {
        const key = artistKey(n)
        expect(artistKey(n.toUpperCase())).toBe(artistKey(n.toLowerCase()))
        expect(artistKey(n.normalize("NFD"))).toBe(key)
        expect(artistKey(`${" ".repeat(spaces)}${n.replaceAll(" ", " ".repeat(spaces))} `)).toBe(key)
        if (!fold(n).startsWith("the ")) expect(artistKey(`The ${n}`)).toBe(fold(n) === "the" ? "the" : key)
      })
    )
  })
})
