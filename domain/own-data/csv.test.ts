import { parse } from "csv-parse/sync"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { csvCell, toCsv } from "./csv.ts"

/** Text with the characters CSV and spreadsheets care about, often at the start. */
const cellText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.tuple(fc.constantFrom("=", "+", "-", "@", "\t", "\r", '"', ",", "\n", "'"), fc.string({ maxLength: 20 })).map(([a, b]) => a + b)
)
const cell = fc.oneof(cellText, fc.integer(), fc.boolean(), fc.constant(null))

const defused = (value: string | number | boolean | null): string => (value === null ? "" : /^[=+\-@\t\r]/.test(String(value)) ? `'${value}` : String(value))

describe("the export's CSV", () => {
  it("reads back as written (RFC 4180: a header row, CRLF ends, quotes doubled), each text that could start a formula behind an apostrophe", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5 })
          .chain((width) =>
            fc.tuple(
              fc.array(cellText, { minLength: width, maxLength: width }),
              fc.array(fc.array(cell, { minLength: width, maxLength: width }), { maxLength: 5 })
            )
          ),
        ([header, rows]) => {
          const text = toCsv(header, rows)
          expect(text.endsWith("\r\n")).toBe(true)
          const read = parse(text, { relax_quotes: false, record_delimiter: "\r\n", relax_column_count: false }) as Array<Array<string>>
          expect(read).toEqual([header.map(defused), ...rows.map((row) => row.map(defused))])
          for (const row of read) for (const value of row) expect(value).not.toMatch(/^[=+\-@\t\r]/)
        }
      )
    )
  })

  it("quotes only what needs quotes, and defuses formulas", () => {
    expect(csvCell("Wilco")).toBe("Wilco")
    expect(csvCell('Say "hi", then')).toBe('"Say ""hi"", then"')
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"')
    expect(csvCell("+1 555")).toBe("'+1 555")
    expect(csvCell("-2")).toBe("'-2")
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)")
    expect(csvCell("\tcmd")).toBe("'\tcmd")
    expect(csvCell("\rcmd")).toBe('"\'\rcmd"')
    expect(csvCell(-2)).toBe("'-2")
    expect(csvCell(null)).toBe("")
    expect(toCsv(["a", "b"], [["x", null]])).toBe("a,b\r\nx,\r\n")
  })
})
