/** The OpenAPI 3.1 document of the API, built from the route table's contracts (once, when the app is ready). */
import packageJson from "../../../package.json" with { type: "json" }
import { Problem } from "../problem.ts"
import type { RouteEntry } from "../plugins/route-table.ts"
import { ACCESS_COOKIE } from "../plugins/session-cookies.ts"
import { CSRF_PARAMETER, openApiPath, operationOf, schemasOf, SESSION_SCHEME } from "./operation.ts"
import { convertSchemas, type Json } from "./schemas.ts"
import { API_TAGS } from "./tags.ts"

export interface OpenApiDocument {
  readonly openapi: "3.1.0"
  readonly info: Json
  readonly servers: ReadonlyArray<Json>
  readonly tags: ReadonlyArray<Json>
  readonly paths: Readonly<Record<string, Record<string, Json>>>
  readonly components: Json
}

/** The routes the document describes: the API's, not the web client's. */
export const apiRoutes = (routes: ReadonlyArray<RouteEntry>): ReadonlyArray<RouteEntry> =>
  routes.filter((route) => route.url === "/api" || route.url.startsWith("/api/"))

export const openApiDocument = (routes: ReadonlyArray<RouteEntry>): OpenApiDocument => {
  const described = apiRoutes(routes).map((entry) => {
    if (entry.contract === undefined) throw new Error(`${entry.method} ${entry.url} declares no contract (config.contract)`)
    return { entry, contract: entry.contract }
  })
  const schemas = convertSchemas([Problem, ...described.flatMap(({ contract }) => schemasOf(contract))])
  const paths: Record<string, Record<string, Json>> = {}
  for (const { entry, contract } of described) {
    paths[openApiPath(entry.url)] ??= {}
    const path = paths[openApiPath(entry.url)]!
    path[entry.method.toLowerCase()] = operationOf(entry, contract, schemas)
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Soundcheck API",
      version: packageJson.version,
      description:
        "The HTTP API of Soundcheck, an invite-only social concert-discovery app. The readable reference is /api/docs. Errors are RFC 9457 problem details (`application/problem+json`) whose `type` is the error's anchor on that page.",
      license: { name: "UNLICENSED", identifier: "LicenseRef-UNLICENSED" }
    },
    // Relative: the document describes whichever host serves it (PUBLIC_URL in a deployment).
    servers: [{ url: "/", description: "The host serving this document" }],
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: schemas.components,
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: "apiKey",
          in: "cookie",
          name: ACCESS_COOKIE,
          description:
            "The access token cookie set by sign-in (HttpOnly, 15 minutes). When it expires, POST /api/auth/refresh with the refresh cookie renews both."
        }
      },
      parameters: {
        [CSRF_PARAMETER]: {
          name: "x-soundcheck-csrf",
          in: "header",
          required: true,
          description:
            "Every mutating request carries it (a cross-site form cannot); an Origin header, when sent, must match the Host. Otherwise 403 CsrfRejected.",
          schema: { type: "string", const: "1" }
        }
      }
    }
  }
}
