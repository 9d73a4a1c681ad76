/**
 * The cluster's Redis (Debian's `redis-server`), where the API instances count their shared rate limits: its own
 * process on 127.0.0.1 and its own port. It keeps nothing on disk (`--save "" --appendonly no`): rate-limit
 * windows are a minute long, so a restart forgets nothing worth keeping.
 */
import { existsSync } from "node:fs"
import { mkdir } from "node:fs/promises"
import { createConnection } from "node:net"
import path from "node:path"
import { restartable, spawnChild, waitFor } from "./child.ts"

export const REDIS_SERVER = "/usr/bin/redis-server"

export interface RedisServer {
  readonly port: number
  /** redis://127.0.0.1:<port> */
  readonly url: string
  pid(): number | undefined
  /** SIGTERM, or SIGKILL for `immediate` (like a crash). */
  stop(mode?: "fast" | "immediate"): Promise<void>
  start(): Promise<void>
}

/** Whether Redis on `port` answers PING. */
const pong = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port })
    let answer = ""
    const done = (value: boolean) => {
      socket.destroy()
      resolve(value)
    }
    socket.setTimeout(1_000, () => done(false))
    socket.once("connect", () => socket.write("PING\r\n"))
    socket.on("data", (chunk) => {
      answer += String(chunk)
      if (answer.includes("\r\n")) done(answer.startsWith("+PONG"))
    })
    socket.once("error", () => done(false))
  })

export const startRedis = async (options: { readonly dir: string; readonly port: number; readonly log?: (line: string) => void }): Promise<RedisServer> => {
  if (!existsSync(REDIS_SERVER)) throw new Error("Redis is not installed: run `sudo apt-get install -y redis-server`")
  const dir = path.join(options.dir, "redis")
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const log = options.log ?? (() => undefined)
  const args = [
    "--bind",
    "127.0.0.1",
    "--port",
    String(options.port),
    "--dir",
    dir,
    "--save",
    "",
    "--appendonly",
    "no",
    "--daemonize",
    "no",
    "--loglevel",
    "warning"
  ]
  const server = restartable(
    () => spawnChild(REDIS_SERVER, args, { log }),
    (child) => waitFor(() => pong(options.port), { child, timeoutMs: 20_000, what: "Redis" })
  )
  await server.start()
  return {
    port: options.port,
    url: `redis://127.0.0.1:${options.port}`,
    pid: server.pid,
    stop: server.stop,
    start: server.start
  }
}
