// `npm start`: install if needed, build the web client if needed, then run the server on Node 24.
import { spawn } from "node:child_process"
import serverFlags from "../apps/api/node-flags.json" with { type: "json" }
import { ensurePackages, ensureWebBuild, node24, root } from "./ensure.mjs"

ensurePackages()
ensureWebBuild()
// The server's V8 flags (a young generation of 8 MB semi-spaces bounds its memory; see docs/performance.md).
const server = spawn(node24, [...serverFlags, "apps/api/server.ts"], { cwd: root, stdio: "inherit" })
// Ctrl-C reaches the server through the terminal's process group; forward other stops too.
for (const signal of ["SIGTERM", "SIGHUP"]) process.on(signal, () => server.kill(signal))
process.on("SIGINT", () => undefined)
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 130 : 1)))
