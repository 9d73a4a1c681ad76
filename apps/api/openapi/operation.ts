/** One route as an OpenAPI operation: parameters, body, answers by status, who may call it. */
import { STATUS_CODES } from "node:http"
import { Schema } from "effect"
import type { RouteEntry } from "../plugins/route-table.ts"
import type { Answer, MediaAnswer, RouteContract } from "./contract.ts"
import { errorsByStatus, problemContent, retryAfterHeader } from "./error-responses.ts"
import type { ConvertedSchemas, Json } from "./schemas.ts"

export const SESSION_SCHEME = "session"
export const CSRF_PARAMETER = "Csrf"

/** Fastify's `/api/x/:id` as OpenAPI's `/api/x/{id}`. */
export const openApiPath = (url: string): string => url.replace(/:(\w+)/g, "{$1}")

const pathParameterNames = (url: string): ReadonlyArray<string> => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!)

/** `GET /api/admin/concerts/:id/duplicates` is `getAdminConcertsByIdDuplicates`. */
export const operationIdOf = (method: string, url: string): string => {
  const words = url
    .replace(/^\/api\/?/, "")
    .split(/[/.-]/)
    .filter((word) => word !== "")
    .map((word) => (word.startsWith(":") ? `By${word.slice(1)}` : word))
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("")
}

const isMedia = (answer: Answer): answer is MediaAnswer => answer !== null && !Schema.isSchema(answer) && "media" in answer

/** The Effect schemas a contract names (body, query, JSON answers), to convert in one pass. */
export const schemasOf = (contract: RouteContract): ReadonlyArray<Schema.Top> => [
  ...(contract.body ? [contract.body] : []),
  ...(contract.params ? [contract.params] : []),
  ...(contract.query ? [contract.query] : []),
  ...Object.values(contract.responses).flatMap((answer) => (answer === null || isMedia(answer) ? [] : [Schema.isSchema(answer) ? answer : answer.schema]))
]

const COOKIE_HEADERS: Record<NonNullable<RouteContract["cookies"]>, Json> = {
  set: {
    "Set-Cookie": {
      description:
        "The session: `sc_access` (the access token, 15 minutes) and `sc_refresh` (the rotating refresh token, 30 days, path /api/auth), both HttpOnly and SameSite=Lax.",
      schema: { type: "string" }
    }
  },
  cleared: { "Set-Cookie": { description: "Clears `sc_access` and `sc_refresh`.", schema: { type: "string" } } }
}

const successResponse = (status: number, answer: Answer, contract: RouteContract, schemas: ConvertedSchemas): Json => {
  const headers = contract.cookies ? { headers: COOKIE_HEADERS[contract.cookies] } : {}
  if (answer === null) return { description: STATUS_CODES[status] ?? "No content", ...headers }
  if (isMedia(answer)) return { description: answer.description, ...headers, content: { [answer.media]: { schema: { type: "string" } } } }
  const schema = Schema.isSchema(answer) ? answer : answer.schema
  const description = Schema.isSchema(answer) ? (STATUS_CODES[status] ?? "Success") : answer.description
  return { description, ...headers, content: { "application/json": { schema: schemas.of(schema) } } }
}

const parametersOf = (entry: RouteEntry, contract: RouteContract, schemas: ConvertedSchemas): ReadonlyArray<Json> => {
  const query = contract.query ? schemas.of(contract.query) : undefined
  const required = new Set(Array.isArray(query?.required) ? query.required : [])
  const params = (contract.params ? schemas.of(contract.params).properties : undefined) as Record<string, Json> | undefined
  return [
    ...pathParameterNames(entry.url).map((name) => ({ name, in: "path", required: true, schema: params?.[name] ?? { type: "string" } })),
    ...Object.entries((query?.properties ?? {}) as Record<string, Json>).map(([name, schema]) => ({
      name,
      in: "query",
      required: required.has(name),
      schema
    })),
    ...(entry.csrf ? [{ $ref: `#/components/parameters/${CSRF_PARAMETER}` }] : [])
  ]
}

const requestBodyOf = (contract: RouteContract, schemas: ConvertedSchemas): Json | undefined => {
  if (contract.upload) {
    return { required: true, description: contract.upload.description, content: { [contract.upload.media]: { schema: { type: "string" } } } }
  }
  return contract.body ? { required: true, content: { "application/json": { schema: schemas.of(contract.body) } } } : undefined
}

const responsesOf = (entry: RouteEntry, contract: RouteContract, schemas: ConvertedSchemas): Json => {
  const responses: Record<string, Json> = {}
  for (const [status, answer] of Object.entries(contract.responses)) {
    responses[status] = successResponse(Number(status), answer, contract, schemas)
  }
  for (const [status, tags] of errorsByStatus(entry)) {
    const own = responses[status]
    const content = { ...(own?.content as Json | undefined), ...problemContent(status, tags) }
    const headers = { ...(own?.headers as Json | undefined), ...retryAfterHeader(status) }
    responses[status] = {
      description: own?.description ?? STATUS_CODES[status] ?? "Error",
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      content
    }
  }
  return responses
}

export const operationOf = (entry: RouteEntry, contract: RouteContract, schemas: ConvertedSchemas): Json => {
  const parameters = parametersOf(entry, contract, schemas)
  const requestBody = requestBodyOf(contract, schemas)
  return {
    tags: [contract.tag],
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    operationId: operationIdOf(entry.method, entry.url),
    security: entry.access === "public" ? [] : [{ [SESSION_SCHEME]: [] }],
    // Every kind of signed-in route uses the session cookie; the extension tells the reader which need an admin or staff.
    ...(entry.access === "admin" || entry.access === "staff" ? { "x-soundcheck-access": entry.access } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(entry, contract, schemas)
  }
}
