/** The API's route table as registered (method and URL pattern), for the authorization matrix and the fuzzer. */
import type { FastifyInstance } from "fastify"

export interface RouteEntry {
  readonly method: string
  readonly url: string
}

const tables = new WeakMap<FastifyInstance, Array<RouteEntry>>()

/** Records every route registered after this call; HEAD twins of GET routes are left out. */
export const recordRoutes = (app: FastifyInstance) => {
  const routes: Array<RouteEntry> = []
  tables.set(app, routes)
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) if (method !== "HEAD") routes.push({ method, url: route.url })
  })
}

export const routeTable = (app: FastifyInstance): ReadonlyArray<RouteEntry> => tables.get(app) ?? []
