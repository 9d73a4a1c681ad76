/**
 * Checks every answer a test app sends against the OpenAPI document it serves: the status must be documented
 * for the route, the media type for that status, and a JSON body must validate against that schema (ajv,
 * JSON Schema 2020-12, objects closed). A violation fails loudly: the answer becomes a 500 problem naming it,
 * it is printed, and the app's `close()` rejects with every violation the app recorded.
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import type { OpenApiDocument } from "../../apps/api/openapi/document.ts"
import { openApiPath } from "../../apps/api/openapi/operation.ts"
import { openApiDocumentOf } from "../../apps/api/openapi/routes.ts"
import { PROBLEM_CONTENT_TYPE, problemOf } from "../../apps/api/problem.ts"
import type { Json } from "../../apps/api/openapi/schemas.ts"

/** The OpenAPI document's own keys, which a JSON Schema validator would otherwise call unknown keywords. */
const OPENAPI_KEYS = ["openapi", "info", "servers", "tags", "paths", "components"]

const pointerToken = (token: string) => token.replaceAll("~", "~0").replaceAll("/", "~1")

/** One validator per document and schema location, compiled when first needed. */
const validatorsOf = (() => {
  const byDocument = new WeakMap<OpenApiDocument, { ajv: Ajv2020; compiled: Map<string, ValidateFunction> }>()
  return (document: OpenApiDocument) => {
    let entry = byDocument.get(document)
    if (entry === undefined) {
      const ajv = new Ajv2020({ allErrors: true, strict: true })
      ajv.addVocabulary(OPENAPI_KEYS)
      ajv.addFormat("uuid", /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
      ajv.addSchema(document as object, "openapi")
      entry = { ajv, compiled: new Map() }
      byDocument.set(document, entry)
    }
    const { ajv, compiled } = entry
    return (path: ReadonlyArray<string>): ValidateFunction => {
      const ref = `openapi#/${path.map(pointerToken).join("/")}`
      let validate = compiled.get(ref)
      if (validate === undefined) {
        validate = ajv.compile({ $ref: ref })
        compiled.set(ref, validate)
      }
      return validate
    }
  }
})()

const bodyOf = (payload: unknown): string | undefined =>
  typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString("utf8") : undefined

/** What is wrong with this answer, or undefined when the document describes it. */
export const violationOf = (
  document: OpenApiDocument,
  answer: { readonly method: string; readonly route: string; readonly status: number; readonly contentType: string; readonly body: string | undefined }
): string | undefined => {
  const path = openApiPath(answer.route)
  const method = answer.method.toLowerCase()
  const operation = document.paths[path]?.[method]
  if (operation === undefined) return "the route is not in the document"
  const status = String(answer.status)
  const response = (operation.responses as Record<string, Json>)[status]
  if (response === undefined) return `status ${status} is not documented`
  const content = response.content as Record<string, Json> | undefined
  const media = answer.contentType.split(";")[0]!.trim()
  if (content === undefined) return answer.body ? `a ${media || "body"} answer where the document says no body` : undefined
  if (!(media in content)) return `${media || "no content type"} is not documented for ${status} (only ${Object.keys(content).join(", ")})`
  if (!/[/+]json$/.test(media) || answer.body === undefined) return undefined
  const validate = validatorsOf(document)(["paths", path, method, "responses", status, "content", media, "schema"])
  let value: unknown
  try {
    value = JSON.parse(answer.body)
  } catch {
    return "the body is not JSON"
  }
  if (validate(value)) return undefined
  return (validate.errors ?? []).map((e) => `${e.instancePath || "(body)"} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`).join("; ")
}

const recorded = new WeakMap<FastifyInstance, Array<string>>()

const check = (app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, payload: unknown): string | undefined => {
  const route = request.routeOptions.url
  // Unknown paths (the not-found handler) and the web client's routes are not the API's; HEAD has no body.
  if (route === undefined || !route.startsWith("/api") || request.method === "HEAD") return undefined
  const document = openApiDocumentOf(app)
  if (document === undefined) return "the app has no OpenAPI document"
  const body = bodyOf(payload)
  const problem = violationOf(document, {
    method: request.method,
    route,
    status: reply.statusCode,
    contentType: String(reply.getHeader("content-type") ?? ""),
    body
  })
  return problem && `${request.method} ${request.url} (${route}) answered ${reply.statusCode}: ${problem}\n  body: ${body?.slice(0, 500)}`
}

/** Adds the check to an app (its routes may already be registered). */
export const checkResponses = (app: FastifyInstance): FastifyInstance => {
  const violations: Array<string> = []
  recorded.set(app, violations)
  app.addHook("onSend", (request, reply, payload, done) => {
    const violation = check(app, request, reply, payload)
    if (violation === undefined) return done(null, payload)
    violations.push(violation)
    console.error(`OpenAPI contract violation: ${violation}`)
    // The answer the test sees instead: a 500 naming the violation.
    const problem = problemOf("InternalError", { detail: `OpenAPI contract violation: ${violation}` })
    reply.status(500).type(PROBLEM_CONTENT_TYPE)
    done(null, JSON.stringify(problem))
  })
  app.addHook("onClose", async () => {
    if (violations.length > 0) throw new Error(`OpenAPI contract violations:\n${violations.join("\n")}`)
  })
  return app
}

/** The violations an app recorded so far. */
export const violationsOf = (app: FastifyInstance): ReadonlyArray<string> => recorded.get(app) ?? []
