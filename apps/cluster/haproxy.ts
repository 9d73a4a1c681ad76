/**
 * HAProxy (Debian's package) in front of the API instances: round robin over those whose `GET /api/health` answers
 * 200, checked every second (down after two failures, up again after one success). Only a request that never reached
 * an instance (its connection refused or reset while connecting) is retried on another one: a request an instance
 * received may have done its work. The live stream (`GET /api/events`, server-sent events) may stay open for an hour;
 * a client has 10 s to send a request's head (a slowloris stranger is cut off).
 */
import { existsSync } from "node:fs"
import { writeFile } from "node:fs/promises"
import path from "node:path"
import { ensureHaproxy } from "../../scripts/ensure.mjs"
import { listening, restartable, spawnChild, waitFor } from "./child.ts"

export const HAPROXY = "/usr/sbin/haproxy"

export interface Backend {
  readonly name: string
  readonly port: number
}

export interface HaproxyOptions {
  readonly port: number
  readonly backends: ReadonlyArray<Backend>
  /** Adds `X-Served-By: <instance>` to every answer (the drills use it to know where a stream runs). */
  readonly servedBy?: boolean
}

export const haproxyConfig = (options: HaproxyOptions): string =>
  [
    "# Written by `npm run cluster` (apps/cluster/haproxy.ts) at each start: edits are overwritten.",
    "global",
    "  maxconn 4000",
    "",
    "defaults",
    "  mode http",
    "  option forwardfor",
    // A new connection to the instance for each request: a killed instance's refusal is then a failure to connect,
    // which HAProxy retries on the other one (a reused idle connection's failure could be a request already sent).
    "  option http-server-close",
    // A request that never reached an instance goes to another one; one that did is not repeated.
    "  option redispatch 1",
    "  retries 3",
    "  retry-on conn-failure",
    "  timeout connect 1s",
    // The head of a request within 10 s (a slowloris stranger is cut off); an idle keep-alive connection 10 s.
    "  timeout http-request 10s",
    "  timeout http-keep-alive 10s",
    "  timeout queue 5s",
    // The live stream stays open (a heartbeat every 25 s): an hour of quiet in either direction.
    "  timeout client 1h",
    "  timeout server 1h",
    "  timeout tunnel 1h",
    "",
    "frontend soundcheck",
    `  bind 127.0.0.1:${options.port}`,
    "  default_backend api",
    ...(options.servedBy ? ["  http-response set-header X-Served-By %s"] : []),
    "",
    "backend api",
    // No request log; a server's state changes (down, up) reach the standard error as warnings.
    "  balance roundrobin",
    "  option httpchk",
    "  http-check send meth GET uri /api/health",
    "  http-check expect status 200",
    "  default-server inter 1s fastinter 500ms downinter 1s fall 2 rise 1",
    ...options.backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`),
    ""
  ].join("\n")

export interface Haproxy {
  readonly port: number
  readonly configFile: string
  pid(): number | undefined
  stop(mode?: "fast" | "immediate"): Promise<void>
  start(): Promise<void>
}

/** Writes `<dir>/haproxy.cfg` and runs HAProxy in the foreground (`-db`) as a child, its pid in `pidFile`. */
export const startHaproxy = async (
  options: HaproxyOptions & { readonly dir: string; readonly pidFile: string; readonly log?: (line: string) => void }
): Promise<Haproxy> => {
  if (!existsSync(HAPROXY) && !ensureHaproxy()) throw new Error("HAProxy is not installed: run `sudo apt-get install -y haproxy`")
  const configFile = path.join(options.dir, "haproxy.cfg")
  await writeFile(configFile, haproxyConfig(options), { mode: 0o644 })
  const log = options.log ?? (() => undefined)
  // A fast stop sends SIGTERM: SIGUSR1 would wait for the open live streams (up to an hour); the clients reconnect.
  const server = restartable(
    () => spawnChild(HAPROXY, ["-db", "-f", configFile, "-p", options.pidFile], { log }),
    (child) => waitFor(() => listening(options.port), { child, timeoutMs: 10_000, what: "HAProxy" })
  )
  await server.start()
  return { port: options.port, configFile, pid: server.pid, stop: server.stop, start: server.start }
}
