import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { CONTROL_CHARACTERS, isPlainText } from "./limits.ts"

/** The characters no stored text may hold, as issue #35 lists them (and the Arabic letter mark, a bidi mark too). */
const REFUSED: ReadonlyArray<readonly [number, number]> = [
  [0x00, 0x1f], // C0, line feed and carriage return among them
  [0x7f, 0x9f], // DEL and C1 (U+0085, the next line)
  [0x061c, 0x061c],
  [0x200e, 0x200f],
  [0x2028, 0x2029],
  [0x202a, 0x202e],
  [0x2066, 0x2069]
]
const refused = (code: number) => REFUSED.some(([from, to]) => code >= from && code <= to)
const refusedCharArb = fc.constantFrom(...REFUSED.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i))))
const anyText = fc.string({ unit: "binary", maxLength: 40 })

describe("plain text", () => {
  it("refuses exactly the control characters, line and paragraph separators and bidi marks, overrides and isolates", () => {
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code)
      if (isPlainText(char) === refused(code)) expect.fail(`U+${code.toString(16).padStart(4, "0")} is judged wrongly`)
    }
    expect(isPlainText("Zoë Ünal 😀 李 \u00a0Hall")).toBe(true)
  })

  it("one refused character makes any text not plain, wherever it stands", () => {
    fc.assert(fc.property(anyText, refusedCharArb, anyText, (before, char, after) => !isPlainText(`${before}${char}${after}`)))
  })

  it("text without the refused characters is plain, on one line or several", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const cleaned = text.replace(new RegExp(CONTROL_CHARACTERS.source, "g"), "")
        return isPlainText(cleaned) && isPlainText(cleaned, "lines")
      })
    )
  })

  it("text of several lines may break lines with a line feed and with nothing else", () => {
    fc.assert(
      fc.property(anyText, anyText, (a, b) => {
        expect(isPlainText(`${a}\n${b}`, "lines")).toBe(isPlainText(`${a}${b}`, "lines"))
        expect(isPlainText(`${a}\n${b}`)).toBe(false)
      })
    )
    for (const breaker of ["\r", "\r\n", "\u0085", "\u2028", "\u2029", "\u000b", "\u000c"]) expect(isPlainText(`one${breaker}two`, "lines")).toBe(false)
  })
})
