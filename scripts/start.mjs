// `npm start`: install if needed, build the web client if needed, then run the server on Node 24.
import { spawn } from "node:child_process"
import { ensurePackages, ensureWebBuild, node24, root } from "./ensure.mjs"

ensurePackages()
ensureWebBuild()
const server = spawn(node24, ["apps/api/server.ts"], { cwd: root, stdio: "inherit" })
// Ctrl-C reaches the server through the terminal's process group; forward other stops too.
for (const signal of ["SIGTERM", "SIGHUP"]) process.on(signal, () => server.kill(signal))
process.on("SIGINT", () => undefined)
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 130 : 1)))
