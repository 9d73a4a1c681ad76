/** Serves the built web client, with index.html for every client route (not for /api). */
import { existsSync } from "node:fs"
import fastifyStatic from "@fastify/static"
import type { FastifyInstance } from "fastify"
import { problemOf, sendProblem } from "../problem.ts"

export const webPlugin = async (app: FastifyInstance, webRoot: string) => {
  if (!existsSync(`${webRoot}/index.html`)) {
    app.log.warn({ webRoot }, "web client not built; run npm run build")
    return
  }
  await app.register(fastifyStatic, { root: webRoot, wildcard: false, index: false })
  // Assets carry content hashes in their names; the HTML shell must always be fresh.
  app.get("/*", (request, reply) => {
    const path = request.url.split("?")[0] ?? "/"
    if (path.startsWith("/api/") || path === "/api") {
      return sendProblem(reply.header("cache-control", "no-store"), problemOf("NotFound", { detail: `No route for ${request.method} ${path}` }))
    }
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith(".html")) {
      return reply.status(404).type("text/plain").send("Not found")
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html")
  })
}
