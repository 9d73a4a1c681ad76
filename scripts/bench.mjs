// `npm run bench -- [--tier S|M|L] [--json <file>] [--seed <n>]`: installs the npm packages when missing, then runs
// the benchmark (bench/run.ts, which finds or installs its Chromium first) on the project's Node 24 with room for
// the naive client's whole-world load.
// `npm run bench:cluster -- [--tier S|M] [--seconds N]` runs bench/cluster.ts instead (the load through HAProxy).
import { spawn } from "node:child_process"
import { ensurePackages, node24, root } from "./ensure.mjs"

ensurePackages()
const cluster = process.argv[2] === "--cluster"
const [script, args] = cluster ? ["bench/cluster.ts", process.argv.slice(3)] : ["bench/run.ts", process.argv.slice(2)]
const child = spawn(node24, ["--max-old-space-size=8192", script, ...args], { cwd: root, stdio: "inherit" })
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal))
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 130 : 1)))
