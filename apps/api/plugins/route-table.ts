/**
 * The API's route table as registered (method, URL pattern, who may call it and its wire contract), for the
 * OpenAPI document, the authorization matrix and the fuzzer.
 */
import type { FastifyInstance, RouteOptions } from "fastify"
import type { RouteContract } from "../openapi/contract.ts"
import { requireAdmin, requireStaff, requireUser } from "./auth.ts"

/** Who may call a route: anyone, a signed-in user (`requireUser`), a moderator or admin (`requireStaff`), or an admin (`requireAdmin`). */
export type Access = "public" | "user" | "staff" | "admin"

export interface RouteEntry {
  readonly method: string
  readonly url: string
  readonly access: Access
  /** Whether a mutating request needs the CSRF header (every one today). */
  readonly csrf: boolean
  /** Whether load shedding may refuse it (every route but the health check, `neverShed`). */
  readonly shed: boolean
  readonly contract: RouteContract | undefined
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"])

const tables = new WeakMap<FastifyInstance, Array<RouteEntry>>()

const accessOf = (route: RouteOptions): Access => {
  const handlers = [route.preHandler ?? []].flat()
  return handlers.includes(requireAdmin) ? "admin" : handlers.includes(requireStaff) ? "staff" : handlers.includes(requireUser) ? "user" : "public"
}

/** Records every route registered after this call; HEAD twins of GET routes are left out. */
export const recordRoutes = (app: FastifyInstance) => {
  const routes: Array<RouteEntry> = []
  tables.set(app, routes)
  app.addHook("onRoute", (route) => {
    const access = accessOf(route)
    const config = route.config ?? {}
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue
      routes.push({
        method,
        url: route.url,
        access,
        csrf: MUTATING.has(method) && config.csrf !== false,
        shed: !("pressureHandler" in config),
        contract: config.contract
      })
    }
  })
}

export const routeTable = (app: FastifyInstance): ReadonlyArray<RouteEntry> => tables.get(app) ?? []
