// `npm run cluster`: install if needed, then the production topology on one machine (apps/cluster/main.ts) on
// Node 24: a PostgreSQL primary and streaming replica, Redis, two API instances and HAProxy on CLUSTER_PORT.
import { spawn } from "node:child_process"
import { ensurePackages, node24, root } from "./ensure.mjs"

ensurePackages()
const cluster = spawn(node24, ["apps/cluster/main.ts"], { cwd: root, stdio: "inherit" })
// Ctrl-C reaches the cluster through the terminal's process group; forward other stops too.
for (const signal of ["SIGTERM", "SIGHUP"]) process.on(signal, () => cluster.kill(signal))
process.on("SIGINT", () => undefined)
cluster.on("exit", (code, signal) => process.exit(code ?? (signal ? 130 : 1)))
