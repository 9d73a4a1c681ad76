/**
 * The linter keeps the hexagon's walls beside imports.test.ts (Biome's noRestrictedImports, per folder, in
 * biome.json): probe files that cross a wall are refused where they cross it and allowed where they do not. That the
 * whole repository is lint- and format-clean is `npm test`'s lint phase (`biome check .`), run once.
 */
import { spawnSync } from "node:child_process"
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const root = fileURLToPath(new URL("../..", import.meta.url))
const biome = path.join(root, "node_modules/.bin/biome")

const crossing = `import { layer } from "../adapters/memory/adapters.ts"\nimport { readFile } from "node:fs/promises"\n\nexport const probe = [layer, readFile]\n`

/**
 * The restricted-import diagnostics Biome reports for `source` placed at `file`, linted with the repository's
 * biome.json in a scratch folder (so no other test ever sees the probe in the source tree).
 */
const restrictedImports = (file: string, source: string): ReadonlyArray<string> => {
  const scratch = mkdtempSync(path.join(tmpdir(), "soundcheck-lint-"))
  try {
    copyFileSync(path.join(root, "biome.json"), path.join(scratch, "biome.json"))
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true })
    writeFileSync(path.join(scratch, file), source)
    const run = spawnSync(biome, ["lint", "--vcs-enabled=false", "--reporter=json", "--max-diagnostics=50", file], { cwd: scratch, encoding: "utf8" })
    const report = JSON.parse(run.stdout) as { diagnostics: ReadonlyArray<{ category: string; message: string }> }
    return report.diagnostics.filter((d) => d.category === "lint/style/noRestrictedImports").map((d) => d.message)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

describe("the linter's walls", () => {
  it("refuse an adapter or a Node module in the domain and the web client, and a driving adapter in an adapter", () => {
    expect(restrictedImports("domain/lint-probe.ts", crossing)).toHaveLength(2)
    expect(restrictedImports("apps/web/src/lint-probe.ts", crossing.replace("../adapters", "../../../adapters"))).toHaveLength(2)
    expect(restrictedImports("adapters/lint-probe.ts", `import { buildApp } from "../apps/api/app.ts"\n\nexport const probe = buildApp\n`)).toHaveLength(1)
  })

  it("let the tests and the API use what the domain may not", () => {
    expect(restrictedImports("tests/lint-probe.ts", crossing.replace("../adapters", "../adapters"))).toEqual([])
    expect(restrictedImports("apps/api/lint-probe.ts", crossing.replace("../adapters", "../../adapters"))).toEqual([])
  })
})
