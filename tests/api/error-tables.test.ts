/**
 * The error tables are exhaustive: every tagged error of the source has a row in the API's table (a domain one
 * in the CLI's too), and, checked by tsc, a table missing a row or a new tagged error without one does not compile.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { type ErrorTag, errorTable, type HttpFailure } from "../../apps/api/error-table.ts"
import { cliMessages } from "../../cli/run-use-case.ts"
import type { DomainErrorTag, TaggedErrorsOf } from "../../domain/errors.ts"

const root = fileURLToPath(new URL("../..", import.meta.url))

const sources = (dir: string): Array<string> =>
  readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))

/** Every `Schema.TaggedError<X>()("Tag", …)` of the files under `dir`. */
const taggedErrorsIn = (dir: string) =>
  sources(dir).flatMap((file) =>
    [...readFileSync(path.join(root, file), "utf8").matchAll(/TaggedError<\w+>\(\)\(\s*"(\w+)"/g)].map((m) => ({ file, tag: m[1]! }))
  )

describe("the error tables", () => {
  const domain = taggedErrorsIn("domain")

  it("have a row for every tagged error: the API's for all, the CLI's for the domain's", () => {
    const everywhere = [...domain, ...["adapters", "apps/api", "cli"].flatMap(taggedErrorsIn)]
    expect(domain.length).toBeGreaterThan(40)
    expect(everywhere.filter(({ tag }) => !Object.hasOwn(errorTable, tag))).toEqual([])
    expect(domain.filter(({ tag }) => !Object.hasOwn(cliMessages, tag))).toEqual([])
  })

  it("are typed over every module of domain/ that defines a tagged error", () => {
    const listed = [...readFileSync(path.join(root, "domain/errors.ts"), "utf8").matchAll(/from "\.\/([^"]+)"/g)].map((m) => `domain/${m[1]}`)
    expect([...new Set(domain.map(({ file }) => file))].filter((file) => !listed.includes(file))).toEqual([])
  })

  it("refuse to compile without a row (tsc checks each @ts-expect-error below)", () => {
    const { RateLimited: _http, ...httpWithoutOne } = errorTable
    // @ts-expect-error the API's table without the RateLimited row
    const http: Record<ErrorTag, HttpFailure> = httpWithoutOne
    const { RateLimited: _cli, ...cliWithoutOne } = cliMessages
    // @ts-expect-error the CLI's table without the RateLimited row
    const cli: typeof cliMessages = cliWithoutOne
    class Invented extends Schema.TaggedError<Invented>()("Invented", {}) {}
    // @ts-expect-error a new tagged error of a listed module, without a row
    const grown: Record<DomainErrorTag | TaggedErrorsOf<{ Invented: typeof Invented }>["_tag"], unknown> = cliMessages
    expect([http, cli, grown].map((table) => "RateLimited" in table)).toEqual([false, false, true])
  })
})
