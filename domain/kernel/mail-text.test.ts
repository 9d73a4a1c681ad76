import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { CONTROL_CHARACTERS } from "./limits.ts"
import { lineForMail, MAX_MAIL_NAME_LENGTH, MAX_MAIL_TEXT_LENGTH, quotedName, quotedText } from "./mail-text.ts"

const anyText = fc.string({ unit: "binary", maxLength: 400 })
/** Text with what mail must not carry, often: line breaks, controls, bidi overrides, curly quotes, runs of spaces. */
const hostileText = fc.string({
  maxLength: 120,
  unit: fc.oneof(fc.constantFrom("\r\n", "\n", "\u0085", "\u2028", "\u202e", "\u2066", "\u0007", "“", "”", "  ", "😀"), fc.string({ maxLength: 3 }))
})

/** The quotation's inside, when it is one quotation: “…” with no quote mark of its own. */
const inside = (quoted: string): string | null => /^“([^“”]*)”$/.exec(quoted)?.[1] ?? null

describe("people's text in mail", () => {
  it("a name or a text in mail is one quotation of one line of visible, well-formed text within its cap", () => {
    fc.assert(
      fc.property(fc.oneof(anyText, hostileText), (text) => {
        for (const [quoted, max] of [
          [quotedName(text), MAX_MAIL_NAME_LENGTH],
          [quotedText(text), MAX_MAIL_TEXT_LENGTH]
        ] as const) {
          const said = inside(quoted)
          expect(said).not.toBeNull()
          expect(said!).not.toMatch(CONTROL_CHARACTERS)
          expect([...said!].length).toBeLessThanOrEqual(max)
          expect(said!.trim()).toBe(said)
          expect(quoted.isWellFormed()).toBe(true)
        }
        expect(inside(quotedName(text))).not.toBe("")
      })
    )
  })

  it("a plain short text is quoted as it is written", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-zé0-9][A-Za-zé0-9 '&.,-]{0,30}[A-Za-z]$/), (text) => {
        fc.pre(!text.includes("  "))
        expect(quotedName(text)).toBe(`“${text}”`)
        expect(quotedText(text)).toBe(`“${text}”`)
      })
    )
  })

  it("a long text keeps its start and ends in an ellipsis at the cap", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}( [a-z]{1,8}){10,30}$/), fc.integer({ min: 2, max: MAX_MAIL_TEXT_LENGTH }), (text, max) => {
        fc.pre(text.length > max)
        const line = lineForMail(text, max)
        expect(line.endsWith("…")).toBe(true)
        expect([...line].length).toBeLessThanOrEqual(max)
        expect(text.startsWith(line.slice(0, -1))).toBe(true)
      })
    )
  })

  it("a text already fit for mail is left as it is", () => {
    fc.assert(fc.property(fc.oneof(anyText, hostileText), (text) => lineForMail(lineForMail(text, 40), 40) === lineForMail(text, 40)))
  })

  it("the issue's forged name and artist are shown as quotations on one line", () => {
    expect(quotedName("Soundcheck Security: new sign-in blocked. Review: https://sc-review.example/r ·")).toBe("“Soundcheck Security: new sign-in blocke…”")
    expect(quotedText("Wilco\r\n\r\n-- Soundcheck Security --\r\nYour account is locked. Unlock: https://evil.example\r\n\r\n\u202egnp.exe")).toBe(
      "“Wilco -- Soundcheck Security -- Your account is locked. Unlock: https://evil.ex…”"
    )
    expect(quotedText("Say “hi” to\u2028the band")).toBe('“Say "hi" to the band”')
    expect(quotedName("\u202e\n\u2066")).toBe("“A friend”")
  })
})
