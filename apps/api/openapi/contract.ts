/**
 * A route's wire contract, declared beside the route in `config.contract`: the schemas it decodes its input
 * with, its answers by status and the error tags its use case can fail with. The route table records it and
 * the OpenAPI document (document.ts) is built from it. Fastify's own `schema` option is not used: the routes
 * decode with Effect.
 */
import type { Schema } from "effect"
import type { ErrorTag } from "../error-table.ts"
import type { ApiTag } from "./tags.ts"

/** An answer that is not JSON (a calendar, a stream, a page): its media type and what it holds. */
export interface MediaAnswer {
  readonly media: string
  readonly description: string
}

/** A JSON answer described beyond its schema. */
export interface JsonAnswer {
  readonly schema: Schema.Top
  readonly description: string
}

/** `null` is an answer without a body (204). */
export type Answer = Schema.Top | JsonAnswer | MediaAnswer | null

export interface RouteContract {
  /** The reference's section (one per feature). */
  readonly tag: ApiTag
  readonly summary: string
  /** What the schemas cannot say, in a sentence or two. */
  readonly description?: string
  /** The JSON body, decoded with this schema. */
  readonly body?: Schema.Top
  /** A raw body of this media type instead of JSON (the CSV upload). */
  readonly upload?: MediaAnswer
  /** The path's parameters, decoded with this struct (a parameter it does not name is documented as a string). */
  readonly params?: Schema.Struct<Schema.Struct.Fields>
  /** The query string, decoded with this struct. */
  readonly query?: Schema.Struct<Schema.Struct.Fields>
  /** The successful answers by status. */
  readonly responses: Readonly<Record<number, Answer>>
  /**
   * The failures of the use case. Those of the HTTP layer are added from the route itself: signed-in and
   * admin routes, the CSRF header on mutating ones, refused input, an overloaded or unavailable service.
   */
  readonly errors?: ReadonlyArray<ErrorTag>
  /** The successful answer sets the session cookies, or clears them. */
  readonly cookies?: "set" | "cleared"
}

declare module "fastify" {
  interface FastifyContextConfig {
    readonly contract?: RouteContract
  }
}
