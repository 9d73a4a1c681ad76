/**
 * CSV for the tabular files of a data export (issue #30): RFC 4180 (a header row, CRLF line ends, a field quoted
 * when it holds a comma, a quote or a line break, quotes doubled), and safe to open in a spreadsheet: a cell that
 * begins with what a spreadsheet reads as a formula (= + - @, a tab or a carriage return) gets a leading apostrophe,
 * so a concert's artist or an address someone typed never runs as a formula on the person's machine.
 */

/** What a spreadsheet may read as the start of a formula (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/

const NEEDS_QUOTES = /[",\r\n]/

/** One cell: null is empty; text that could start a formula is defused; quoted when RFC 4180 asks. */
export const csvCell = (value: string | number | boolean | null): string => {
  if (value === null) return ""
  const raw = String(value)
  const text = FORMULA_START.test(raw) ? `'${raw}` : raw
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The whole file: the header row, then one row per record, each line ended by CRLF. */
export const toCsv = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null>>): string =>
  [header, ...rows].map((row) => `${row.map(csvCell).join(",")}\r\n`).join("")
