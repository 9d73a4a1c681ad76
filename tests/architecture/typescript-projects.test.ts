/**
 * TypeScript projects per layer (scripts/typecheck.mjs checks each): the domain sees neither DOM nor Node, the web
 * client no Node, the Node side no DOM; and every TypeScript file of the repository is in some project, so none
 * escapes the type check.
 */
import { readdirSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { describe, expect, it } from "vitest"
import { projects } from "../../scripts/typescript-projects.mjs"

const root = fileURLToPath(new URL("../..", import.meta.url))

const parsed = (project: string) => {
  const file = path.join(root, project)
  const config = ts.getParsedCommandLineOfConfigFile(
    file,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(String(d.messageText))
      }
    }
  )
  if (!config) throw new Error(`cannot read ${project}`)
  return config
}

const libsOf = (project: string) => (parsed(project).options.lib ?? []).map((lib) => lib.toLowerCase())

const skipped = new Set(["node_modules", "dist", ".data", ".test-data", ".test-results", "test-results", ".git"])
const typeScriptFiles = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return typeScriptFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })

describe("the TypeScript projects", () => {
  it("give each layer only its platform's types", () => {
    expect(libsOf("domain/tsconfig.json").some((lib) => lib.includes("dom"))).toBe(false)
    expect(parsed("domain/tsconfig.json").options.types).toEqual([])
    expect(libsOf("apps/web/tsconfig.json").some((lib) => lib.includes("dom"))).toBe(true)
    expect(parsed("apps/web/tsconfig.json").options.types).toEqual([])
    expect(libsOf("tsconfig.node.json").some((lib) => lib.includes("dom"))).toBe(false)
    expect(parsed("tsconfig.node.json").options.types).toEqual(["node"])
  })

  it("leave no TypeScript file of the repository out of the type check", () => {
    const covered = new Set(projects.flatMap((project) => parsed(project).fileNames.map((file) => path.resolve(file))))
    const missing = typeScriptFiles(root)
      .filter((file) => !covered.has(file))
      .map((file) => path.relative(root, file))
    expect(missing).toEqual([])
  })

  it("put the domain's own files in the domain's project, the web client's in the web's", () => {
    const domain = parsed("domain/tsconfig.json").fileNames.map((file) => path.relative(root, file))
    expect(domain.length).toBeGreaterThan(50)
    expect(domain.every((file) => file.startsWith("domain/") && !file.endsWith(".test.ts"))).toBe(true)
    const web = parsed("apps/web/tsconfig.json").fileNames.map((file) => path.relative(root, file))
    expect(web.filter((file) => file.startsWith("apps/web/src/")).length).toBeGreaterThan(50)
  })
})
