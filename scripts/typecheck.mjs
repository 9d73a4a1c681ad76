// `npm run typecheck`: the TypeScript project of each layer, two at a time (each keeps about one core busy):
// domain (ECMAScript only: no DOM, no Node), the Node side (adapters, apps/api, apps/cluster, apps/config, cli, bench, scripts),
// the web client (DOM) and the tests. Exits 1 when any project has an error.
//
// It checks with TypeScript's native compiler (TypeScript 7, the `@typescript/typescript-linux-x64` optional package)
// where the platform has it: the same checks in about a seventh of the CPU (8 CPU-s against 60 for the four projects),
// which npm test's other phases, sharing two cores with it, get back. `--classic`, or a platform without the package,
// checks with the `typescript` package (5.9), which the tools that read the compiler's API use too.
import { existsSync } from "node:fs"
import { spawn } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { projects } from "./typescript-projects.mjs"

const root = fileURLToPath(new URL("..", import.meta.url))
const native = path.join(root, "node_modules/@typescript/typescript-linux-x64/lib/tsc")
const tsc = !process.argv.includes("--classic") && existsSync(native) ? native : path.join(root, "node_modules/.bin/tsc")

const check = (project) =>
  new Promise((resolve) => {
    let output = ""
    const child = spawn(tsc, ["-p", project, "--noEmit", "--pretty"], { cwd: root })
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    child.on("error", (error) => resolve({ project, code: 1, output: error.message }))
    child.on("exit", (code) => resolve({ project, code: code ?? 1, output }))
  })

const queue = [...projects]
const results = []
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length > 0) {
      const result = await check(queue.shift())
      results.push(result)
      process.stdout.write(result.code === 0 ? `${result.project}: ok\n` : `${result.project}:\n${result.output}`)
    }
  })
)
process.exit(results.every((r) => r.code === 0) ? 0 : 1)
