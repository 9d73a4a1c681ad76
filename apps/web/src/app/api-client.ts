/** The one way the web client calls the API: same origin, cookies, JSON decoded with the shared contract schemas. */
import { Schema } from "effect"
import { mutation, requestJson } from "./api-request.ts"

export { ApiError, hasStatus } from "./api-error.ts"
export { sendEmpty } from "./api-request.ts"

/** GET (or `init`'s method) `path` on the API and decode the JSON body with `schema`; throws ApiError on a non-2xx. */
export function fetchJson<T>(path: string, schema: Schema.Decoder<T>, init?: RequestInit): Promise<T> {
  return requestJson(path, Schema.decodeUnknownSync(schema), init)
}

/** Send `body` as JSON with `method` and decode the answer with `schema`. */
export const sendJson = <T>(method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, schema: Schema.Decoder<T>, body?: unknown): Promise<T> =>
  fetchJson(path, schema, mutation(method, body))
