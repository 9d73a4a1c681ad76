/**
 * The API's reference: GET /api/openapi.json (the OpenAPI 3.1 document), GET /api/docs (the page) and its
 * style sheet, all public. The document and the page are built when the app is ready, from its route table,
 * and sent as the same strings to every request. The same routes give the same document, so an app built
 * again in the same process (the tests build hundreds) reuses it.
 */
import { readFileSync } from "node:fs"
import { Schema } from "effect"
import type { FastifyInstance } from "fastify"
import { routeTable } from "../plugins/route-table.ts"
import { type OpenApiDocument, openApiDocument } from "./document.ts"
import { DOCS_STYLESHEET, referencePage } from "./page.ts"

interface Reference {
  readonly document: OpenApiDocument
  readonly json: string
  readonly page: string
}

const stylesheet = readFileSync(new URL("./docs.css", import.meta.url), "utf8")

const built = new Map<string, Reference>()
const references = new WeakMap<FastifyInstance, Reference>()

const referenceFor = (app: FastifyInstance): Reference => {
  const routes = routeTable(app)
  const key = routes.map((route) => `${route.method} ${route.url}`).join("\n")
  let reference = built.get(key)
  if (reference === undefined) {
    const document = openApiDocument(routes)
    reference = { document, json: JSON.stringify(document), page: referencePage(document) }
    built.set(key, reference)
  }
  return reference
}

/** The document the app serves (once it is ready). */
export const openApiDocumentOf = (app: FastifyInstance): OpenApiDocument | undefined => references.get(app)?.document

const tag = "Reference"

export const openApiRoutes = (app: FastifyInstance) => {
  app.addHook("onReady", async () => {
    references.set(app, referenceFor(app))
  })
  const reference = () => references.get(app)!

  app.get(
    "/api/openapi.json",
    {
      config: {
        contract: {
          tag,
          summary: "This document: the API as OpenAPI 3.1",
          responses: { 200: { schema: Schema.Record(Schema.String, Schema.Unknown), description: "The OpenAPI document." } }
        }
      }
    },
    (_request, reply) => reply.type("application/json; charset=utf-8").send(reference().json)
  )

  app.get(
    "/api/docs",
    {
      config: {
        contract: {
          tag,
          summary: "The API reference as a page, rendered from this document",
          responses: { 200: { media: "text/html", description: "The page." } }
        }
      }
    },
    (_request, reply) => reply.type("text/html; charset=utf-8").send(reference().page)
  )

  app.get(
    DOCS_STYLESHEET,
    {
      config: {
        contract: {
          tag,
          summary: "The reference page's style sheet",
          responses: { 200: { media: "text/css", description: "The style sheet." } }
        }
      }
    },
    (_request, reply) => reply.type("text/css; charset=utf-8").send(stylesheet)
  )
}
