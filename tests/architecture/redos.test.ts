/**
 * No regular expression can backtrack: every regular-expression literal and `new RegExp(…)` of the
 * application's sources (domain, adapters, apps, cli, scripts) is found by parsing them with the TypeScript
 * compiler and analysed by recheck; a pattern whose matching time can grow faster than the input is refused.
 * A `new RegExp` is accepted only when built from string literals (then analysed) or from another checked
 * literal's `.source`.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { checkSync } from "recheck"
import ts from "typescript"
import { describe, expect, it } from "vitest"

const root = fileURLToPath(new URL("../..", import.meta.url))
const DIRS = ["domain", "adapters", "apps", "cli", "scripts"]
const SOURCE = /\.(?:ts|tsx|mts|js|mjs)$/
/** Tests match the app's own output, never a stranger's input. */
const TEST_FILE = /\.(?:test|spec)\.[jt]sx?$/
const SKIP = new Set(["node_modules", "dist", ".data", ".test-data"])

const sourcesUnder = (dir: string): Array<string> =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return []
    const path = join(dir, entry.name)
    return entry.isDirectory() ? sourcesUnder(path) : SOURCE.test(entry.name) && !TEST_FILE.test(entry.name) ? [path] : []
  })

interface Found {
  readonly where: string
  readonly source: string
  readonly flags: string
}

/** The patterns of one file, and the `new RegExp` calls whose pattern cannot be known from the source. */
const patternsOf = (file: string): { found: Array<Found>; dynamic: Array<string> } => {
  const text = readFileSync(join(root, file), "utf8")
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : undefined)
  const found: Array<Found> = []
  const dynamic: Array<string> = []
  const where = (node: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(sf)
      const end = literal.lastIndexOf("/")
      found.push({ where: where(node), source: literal.slice(1, end), flags: literal.slice(end + 1) })
    } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === "RegExp") {
      const [pattern, flags] = node.arguments ?? []
      const flagText = flags === undefined ? "" : ts.isStringLiteralLike(flags) ? flags.text : undefined
      if (pattern && ts.isStringLiteralLike(pattern) && flagText !== undefined) found.push({ where: where(node), source: pattern.text, flags: flagText })
      // Another literal's source, which is itself analysed where it is written.
      else if (!(pattern && ts.isPropertyAccessExpression(pattern) && pattern.name.text === "source")) dynamic.push(where(node))
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return { found, dynamic }
}

const files = DIRS.flatMap(sourcesUnder)
const all = files.map(patternsOf)
const patterns = all.flatMap((f) => f.found)

describe("regular expressions", () => {
  it("are found in the sources (the scan itself works)", () => {
    expect(files.length).toBeGreaterThan(100)
    expect(patterns.length).toBeGreaterThan(20)
    expect(patterns.map((p) => p.source)).toContain("^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$")
  })

  it("recheck tells a backtracking pattern from a linear one (the analyser itself works)", () => {
    expect(checkSync("^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", "", { timeout: 10_000 }).status).toBe("vulnerable")
    expect(checkSync("^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$", "", { timeout: 10_000 }).status).toBe("safe")
  })

  it("none is built from text the source does not show", () => {
    expect(all.flatMap((f) => f.dynamic)).toEqual([])
  })

  it("none can backtrack (recheck finds no super-linear matching time)", () => {
    const verdicts = patterns.map((p) => {
      const diagnostics = checkSync(p.source, p.flags, { timeout: 10_000 })
      return { ...p, status: diagnostics.status, complexity: diagnostics.status === "vulnerable" ? diagnostics.complexity.type : undefined }
    })
    // "unknown" (the analyser gave up) is refused too: a pattern must be shown linear.
    expect(verdicts.filter((v) => v.status !== "safe").map((v) => `${v.where} /${v.source}/${v.flags}: ${v.status} ${v.complexity ?? ""}`)).toEqual([])
  }, 60_000)
})
