/**
 * Serves the built web client, with index.html for every client route (not for /api); a concert's page
 * (`/concerts/{id}`) gets the shell with the concert's own head tags (concert-head.ts), for link previews.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import fastifyStatic from "@fastify/static"
import { Effect, Option } from "effect"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { isConnectionFault } from "../../../adapters/postgres/faults.ts"
import { RateLimited } from "../../../domain/accounts/errors.ts"
import { limitPublicConcert, publicConcert } from "../../../domain/concerts/concert-page.ts"
import { AppConfig } from "../../../domain/kernel/config.ts"
import { problemOf, sendProblem } from "../problem.ts"
import { concertHead, type ShellTemplate, shellTemplate, withHead } from "./concert-head.ts"

/** What an asset with a content hash in its name is served with: a year, never revalidated. */
export const IMMUTABLE = "public, max-age=31536000, immutable"

/** What the HTML shell is served with, a concert's page too: revalidated every time. */
const SHELL_CACHE = "no-cache"

const CONCERT_PAGE = "/concerts/"
/** The web client's own pages under /concerts/ that are not a concert's (apps/web/src/app/router.tsx). */
const CONCERT_SUBPAGES: ReadonlySet<string> = new Set(["suggest"])

/**
 * A concert page's answer: the shell with the concert's head tags (the catalogue's facts only, the same for every
 * visitor: the session is not read), or the plain shell with 404 when the id names no concert, so the client shows
 * its not-found state. The lookup is counted per client address with GET /api/public/concerts/{id}'s (one budget
 * for both ways to the same facts); over it, the plain shell with 429 and Retry-After. A store fault answers the
 * plain shell too (the client then meets the fault itself), 503 or 500.
 */
const concertPage = async (request: FastifyRequest, reply: FastifyReply, template: ShellTemplate, id: string) => {
  reply.header("cache-control", SHELL_CACHE)
  let found: Option.Option<{ readonly head: string }> | RateLimited
  try {
    found = await request.run(
      Effect.gen(function* () {
        yield* limitPublicConcert(request.ip)
        const concert = yield* publicConcert(id).pipe(
          Effect.map(Option.some),
          Effect.catchTag("ConcertNotFound", () => Effect.succeed(Option.none()))
        )
        const { publicUrl } = yield* AppConfig
        return Option.map(concert, (c) => ({ head: concertHead(c, publicUrl) }))
      }).pipe(Effect.catchTag("RateLimited", (limited) => Effect.succeed(limited)))
    )
  } catch (error) {
    const unavailable = isConnectionFault(error)
    request.log.error({ err: error }, unavailable ? "store unavailable" : "concert page failed")
    if (unavailable) reply.header("retry-after", "5")
    return reply.code(unavailable ? 503 : 500).sendFile("index.html")
  }
  if (found instanceof RateLimited) return reply.code(429).header("retry-after", String(found.retryAfterSeconds)).sendFile("index.html")
  if (Option.isNone(found)) return reply.code(404).sendFile("index.html")
  return reply.type("text/html; charset=utf-8").send(withHead(template, found.value.head))
}

export const webPlugin = async (app: FastifyInstance, webRoot: string) => {
  if (!existsSync(`${webRoot}/index.html`)) {
    app.log.warn({ webRoot }, "web client not built; run npm run build")
    return
  }
  // Cut once: a build is deployed with a restart, so the shell does not change under a running server.
  const template = shellTemplate(readFileSync(path.join(webRoot, "index.html"), "utf8"))
  const assets = path.join(path.resolve(webRoot), "assets") + path.sep
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    // The build's .br and .gz copies (apps/web/build/precompress.ts), chosen by the request's Accept-Encoding.
    preCompressed: true,
    // Vite names each asset after its content: a new build is new names, so an asset never needs revalidating.
    // Anything else (the HTML shell above all) is revalidated every time.
    setHeaders: (reply, file) => {
      reply.header("cache-control", file.startsWith(assets) ? IMMUTABLE : SHELL_CACHE)
    }
  })
  // Every client route is the HTML shell (revalidated every time: setHeaders above).
  app.get("/*", (request, reply) => {
    const path = request.url.split("?")[0] ?? "/"
    if (path.startsWith("/api/") || path === "/api") {
      return sendProblem(reply.header("cache-control", "no-store"), problemOf("NotFound", { detail: `No route for ${request.method} ${path}` }))
    }
    if (path.startsWith(CONCERT_PAGE)) {
      const id = path.slice(CONCERT_PAGE.length)
      if (id !== "" && !id.includes("/") && !CONCERT_SUBPAGES.has(id)) return concertPage(request, reply, template, id)
    }
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith(".html")) {
      return reply.status(404).type("text/plain").send("Not found")
    }
    return reply.sendFile("index.html")
  })
}
