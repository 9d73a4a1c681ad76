/** Serves the built web client, with index.html for every client route (not for /api). */
import { existsSync } from "node:fs"
import path from "node:path"
import fastifyStatic from "@fastify/static"
import type { FastifyInstance } from "fastify"
import { problemOf, sendProblem } from "../problem.ts"

/** What an asset with a content hash in its name is served with: a year, never revalidated. */
export const IMMUTABLE = "public, max-age=31536000, immutable"

export const webPlugin = async (app: FastifyInstance, webRoot: string) => {
  if (!existsSync(`${webRoot}/index.html`)) {
    app.log.warn({ webRoot }, "web client not built; run npm run build")
    return
  }
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
      reply.header("cache-control", file.startsWith(assets) ? IMMUTABLE : "no-cache")
    }
  })
  // Every client route is the HTML shell (revalidated every time: setHeaders above).
  app.get("/*", (request, reply) => {
    const path = request.url.split("?")[0] ?? "/"
    if (path.startsWith("/api/") || path === "/api") {
      return sendProblem(reply.header("cache-control", "no-store"), problemOf("NotFound", { detail: `No route for ${request.method} ${path}` }))
    }
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith(".html")) {
      return reply.status(404).type("text/plain").send("Not found")
    }
    return reply.sendFile("index.html")
  })
}
