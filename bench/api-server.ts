/**
 * The API as the benchmark drives it, in its own process (so its memory is its own): the real app over the
 * Postgres adapters, plus two routes registered on the instance: a trivial one for the HTTP-overhead
 * measurement, and a prepared concerts page (sent by the parent once captured) behind the same signed-in
 * check as the real page. Reads the shared settings (the parent sets DATABASE_URL and SESSION_SECRET) and the
 * web root to serve as its argument (optional); prints {"port"} when ready.
 */
import { ManagedRuntime, Redacted } from "effect"
import * as PostgresAdapters from "../adapters/postgres/adapters.ts"
import { buildApp } from "../apps/api/app.ts"
import { loadSettings } from "../apps/config/load.ts"
import { requireUser } from "../apps/api/plugins/auth.ts"
import { announce, STATIC_PAGE_PATH, type StaticPageMessage, stopWithParent, TRIVIAL_BODY, TRIVIAL_PATH, TRIVIAL_TYPE } from "./trivial.ts"

const settings = loadSettings()
const url = settings.databaseUrl
if (!url) throw new Error("DATABASE_URL is required")
// Sign-in limits scaled up: the benchmark signs its users in more often than a person would. Discovery on the
// social-graph index as the server runs it (GRAPH_INDEX, default on; issue #33).
const runtime = ManagedRuntime.make(PostgresAdapters.layer(url, { config: { rateLimitScale: 1_000 }, graph: settings.graphIndex === "on" ? {} : undefined }))
const app = await buildApp({
  runtime,
  logLevel: false,
  sessionSecret: settings.sessionSecret && Redacted.value(settings.sessionSecret),
  webRoot: process.argv[2]
})
app.get(TRIVIAL_PATH, async (_request, reply) => reply.type(TRIVIAL_TYPE).send(TRIVIAL_BODY))
// The page's bytes as one Buffer, made once: the route only checks the session (the JWT and the one
// statement `requireUser` sends, as on the concerts page) and writes them with the headers of an /api answer.
let staticPage: { readonly body: Buffer; readonly contentType: string } | undefined
process.on("message", (message: StaticPageMessage) => {
  staticPage = { body: Buffer.from(message.staticPage, "utf8"), contentType: message.contentType }
  process.send?.({ bytes: staticPage.body.length })
})
app.get(STATIC_PAGE_PATH, { preHandler: requireUser }, async (_request, reply) =>
  staticPage === undefined
    ? reply.code(503).type(TRIVIAL_TYPE).send('{"error":"no page yet"}')
    : reply.header("cache-control", "no-store").type(staticPage.contentType).send(staticPage.body)
)
await app.listen({ port: 0, host: "127.0.0.1" })
const address = app.server.address()
announce(typeof address === "object" && address ? address.port : 0)

const stop = async () => {
  await app.close()
  await runtime.dispose()
  process.exit(0)
}
process.on("SIGTERM", stop)
process.on("SIGINT", stop)
stopWithParent(() => void stop())
