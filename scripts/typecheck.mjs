// `npm run typecheck`: the TypeScript project of each layer, two at a time (each keeps about one core busy):
// domain (ECMAScript only: no DOM, no Node), the Node side (adapters, apps/api, apps/cluster, apps/config, cli, bench, scripts),
// the web client (DOM) and the tests. Exits 1 when any project has an error.
import { spawn } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { projects } from "./typescript-projects.mjs"

const root = fileURLToPath(new URL("..", import.meta.url))
const tsc = path.join(root, "node_modules/.bin/tsc")

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
