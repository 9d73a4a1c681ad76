/**
 * One configuration: the README's Configuration table says what apps/config/settings.ts defines (no variable
 * missing, none extra, the same defaults and meanings), and no program reads the environment beside it.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { configurationTable, type TableRow, tableRows } from "../../apps/config/readme-table.ts"

const root = fileURLToPath(new URL("../..", import.meta.url))

/** The rows of the first table under "## Configuration". */
const readmeRows = (): ReadonlyArray<TableRow> => {
  const readme = readFileSync(path.join(root, "README.md"), "utf8")
  const section = readme.slice(readme.indexOf("\n## Configuration\n")).split(/\n## /)[1] ?? ""
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) => {
      const [name = "", shown = "", ...meaning] = line.slice(2, -2).split(" | ")
      return { name: name.replaceAll("`", ""), default: shown, meaning: meaning.join(" | ") }
    })
}

const sources = (dir: string): Array<string> =>
  readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.ts$/.test(e.name) && !e.name.endsWith(".test.ts"))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))

describe("the configuration table", () => {
  it("the README names every variable the definition has and no other, with its default and meaning", () => {
    const readme = readmeRows()
    const defined = tableRows()
    const hint = "run `npm run docs:config` and paste its table into README.md"
    expect(readme.map((row) => row.name).sort(), `variables differ: ${hint}`).toEqual(defined.map((row) => row.name).sort())
    expect(Object.fromEntries(readme.map((row) => [row.name, row.default])), `defaults differ: ${hint}`).toEqual(
      Object.fromEntries(defined.map((row) => [row.name, row.default]))
    )
    expect(readme, hint).toEqual(defined)
  })

  it("npm run docs:config prints a table the check reads back", () => {
    const table = configurationTable().split("\n")
    expect(table.slice(0, 2)).toEqual(["| variable | default | meaning |", "|---|---|---|"])
    expect(table).toHaveLength(tableRows().length + 2)
  })

  it("the server, the CLI, the benchmark and the adapters read no variable beside apps/config", () => {
    // Passing the environment on to a child (`...process.env`, its PATH) is not reading a setting.
    const reads = ["apps/api", "cli", "bench", "adapters"]
      .flatMap(sources)
      .filter((file) => /process\.env(?:\.(?!PATH\b)\w|\[)/.test(readFileSync(path.join(root, file), "utf8")))
    expect(reads).toEqual([])
  })
})
