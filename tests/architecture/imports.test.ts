/** The hexagon's walls, checked on every import of every source file. */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const root = fileURLToPath(new URL("../..", import.meta.url))

const sources = (dir: string): Array<string> =>
  readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))

const importsOf = (file: string): Array<string> =>
  [
    ...readFileSync(path.join(root, file), "utf8").matchAll(/(?:^|\n)\s*(?:import|export)\s[^"']*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)
  ].map((m) => (m[1] ?? m[2])!)

/** Where an import lands: a top-level folder path for relative imports, else the package name. */
const target = (file: string, spec: string): string =>
  spec.startsWith(".") ? path.relative(root, path.resolve(path.dirname(path.join(root, file)), spec)) : spec

const violations = (dir: string, allowed: (target: string, file: string) => boolean) =>
  sources(dir).flatMap((file) =>
    importsOf(file)
      .map((spec) => ({ file, spec, to: target(file, spec) }))
      .filter(({ to, file }) => !allowed(to, file))
  )

const isTestSupport = (file: string) => /\.(test|arbitraries)\.ts$/.test(file)

describe("architecture", () => {
  it("domain/ imports only effect and domain/ (tests and generators aside)", () => {
    expect(violations("domain", (to, file) => isTestSupport(file) || to === "effect" || to.startsWith("effect/") || to.startsWith("domain/"))).toEqual([])
  })

  it("domain/ reads no clock, randomness or environment of its own", () => {
    const impure = sources("domain")
      .filter((f) => !isTestSupport(f))
      .filter((f) => /Date\.now\(|new Date\(\)|Math\.random\(|process\.env/.test(readFileSync(path.join(root, f), "utf8")))
    expect(impure).toEqual([])
  })

  it("adapters/ import nothing from apps/ or cli/", () => {
    expect(violations("adapters", (to) => !to.startsWith("apps/") && !to.startsWith("cli/"))).toEqual([])
  })

  it("apps/web imports nothing from adapters/, apps/api/ or cli/", () => {
    expect(violations("apps/web", (to) => !to.startsWith("adapters/") && !to.startsWith("apps/api/") && !to.startsWith("cli/"))).toEqual([])
  })

  it("the check sees the imports it polices", () => {
    expect(importsOf("apps/api/app.ts")).toContain("./routes/concerts.ts")
    expect(violations("apps/api", (to) => !to.startsWith("domain/")).length).toBeGreaterThan(0)
  })
})
