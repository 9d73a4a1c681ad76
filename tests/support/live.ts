/** Test helpers for live updates: API instances listening on real ports, and event-stream readers. */
import { type IncomingHttpHeaders, request } from "node:http"
import { ManagedRuntime } from "effect"
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import type { AppOptions } from "../../apps/api/app.ts"
import { sseParser } from "../../apps/web/src/app/live/sse.ts"
import type { LiveEvent } from "../../domain/live/events.ts"
import { buildApp, openSignUp, TEST_PUBLIC_URL, type TestApp } from "./app.ts"
import type { Browser } from "./browser.ts"

export interface LiveInstance extends TestApp {
  readonly baseUrl: string
}

export interface InstanceOptions {
  /** Instances that share it accept each other's sign-ins. */
  readonly sessionSecret: string
  readonly port?: number
  readonly liveHeartbeatMs?: number
}

/** The API built over `runtime` with `options`, listening on 127.0.0.1 (an ephemeral port unless given). */
export const listeningInstance = async (runtime: LiveInstance["runtime"], options: Omit<AppOptions, "runtime">, port = 0): Promise<LiveInstance> => {
  await openSignUp(runtime)
  const app = await buildApp({ runtime, logLevel: false, ...options })
  await app.listen({ port, host: "127.0.0.1" })
  const address = app.server.address()
  if (address === null || typeof address === "string") throw new Error("the app is not listening on a port")
  return {
    app,
    runtime,
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close()
      await runtime.dispose()
    }
  }
}

/** The API on the Postgres adapters over `databaseUrl`, listening on 127.0.0.1 (an ephemeral port unless given). */
export const postgresInstance = (databaseUrl: string, options: InstanceOptions): Promise<LiveInstance> =>
  listeningInstance(
    ManagedRuntime.make(PostgresAdapters.layer(databaseUrl, { maximumPoolSize: 4, config: { publicUrl: TEST_PUBLIC_URL } })),
    { sessionSecret: options.sessionSecret, liveHeartbeatMs: options.liveHeartbeatMs },
    options.port
  )

/** The Cookie header the browser would send to `path`. */
export const cookieHeader = (b: Browser, path: string): string =>
  [...b.cookies]
    .filter(([, c]) => path.startsWith(c.path))
    .map(([name, c]) => `${name}=${c.value}`)
    .join("; ")

export interface EventStream {
  /** The stream's response head. */
  readonly headers: IncomingHttpHeaders
  readonly events: Array<LiveEvent>
  readonly comments: Array<string>
  /** Resolves with the first event (received already or later) that matches; rejects after `withinMs`. */
  readonly waitFor: (matches: (event: LiveEvent) => boolean, withinMs?: number) => Promise<LiveEvent>
  readonly waitForComment: (text: string, withinMs?: number) => Promise<void>
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>
  readonly close: () => void
}

/** Opens GET /api/events as `b`; resolves once the stream is open (the server subscribed before answering). */
export const openStream = (baseUrl: string, b: Browser): Promise<EventStream> =>
  new Promise((resolve, reject) => {
    const events: Array<LiveEvent> = []
    const comments: Array<string> = []
    const waiters = new Set<() => void>()
    const changed = () => {
      for (const w of waiters) w()
    }
    const until = <A>(found: () => A | undefined, what: string, withinMs: number) =>
      new Promise<A>((done, fail) => {
        const check = () => {
          const value = found()
          if (value === undefined) return
          clearTimeout(timer)
          waiters.delete(check)
          done(value)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          fail(new Error(`no ${what} within ${withinMs} ms; received ${JSON.stringify(events)}`))
        }, withinMs)
        waiters.add(check)
        check()
      })
    const push = sseParser({
      onData: (data) => {
        events.push(JSON.parse(data) as LiveEvent)
        changed()
      },
      onComment: (text) => {
        comments.push(text)
        changed()
      }
    })
    const req = request(`${baseUrl}/api/events`, { headers: { cookie: cookieHeader(b, "/api/events"), accept: "text/event-stream" } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`GET /api/events answered ${res.statusCode}`))
      res.setEncoding("utf8")
      res.on("data", push)
      const ended = new Promise<void>((done) => res.on("close", done))
      resolve({
        headers: res.headers,
        events,
        comments,
        waitFor: (matches, withinMs = 1_000) => until(() => events.find(matches), "matching event", withinMs),
        waitForComment: (text, withinMs = 1_000) =>
          until(() => (comments.includes(text) ? true : undefined), `comment "${text}"`, withinMs).then(() => undefined),
        ended,
        close: () => req.destroy()
      })
    })
    req.on("error", reject)
    req.end()
  })
