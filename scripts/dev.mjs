// `npm run dev`: the API on :3000 restarting on change, and Vite's dev server with hot reload on :5173.
import { spawn } from "node:child_process"
import { bin, ensurePackages, node24, root } from "./ensure.mjs"

ensurePackages()
const env = { ...process.env, PATH: `${node24.replace(/\/node$/, "")}:${process.env.PATH}` }
const children = [
  spawn(node24, ["--watch-path=apps/api", "--watch-path=domain", "--watch-path=adapters", "apps/api/server.ts"], { cwd: root, stdio: "inherit", env }),
  spawn(bin("vite"), ["--config", "apps/web/vite.config.ts"], { cwd: root, stdio: "inherit", env })
]
const stop = () => {
  for (const child of children) child.kill("SIGTERM")
}
process.on("SIGINT", stop)
process.on("SIGTERM", stop)
for (const child of children)
  child.on("exit", () => {
    stop()
    process.exitCode = child.exitCode ?? 0
  })
