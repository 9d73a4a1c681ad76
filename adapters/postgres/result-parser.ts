/**
 * Slonik interceptor: validates every row of a typed query (`sql.type(schema)`) against its Standard Schema.
 * Our row schemas are Effect schemas, decoded synchronously with a decoder built once per schema: the
 * Standard Schema entry point forks a fiber per row, and slonik's asynchronous row hook queues a promise per
 * row, which cost more than the query on large pages. A row that fails is reported with the Standard
 * Schema's issues, exactly as before.
 */
import { Exit, Schema } from "effect"
import { type Interceptor, type QueryResultRow, SchemaValidationError } from "slonik"

type Decoder = (row: unknown) => Exit.Exit<unknown, unknown>
const decoders = new WeakMap<object, Decoder>()

const decoderOf = (schema: Schema.Top): Decoder => {
  let decoder = decoders.get(schema)
  if (decoder === undefined) {
    decoder = Schema.decodeUnknownExit(schema as Schema.Codec<unknown, unknown>)
    decoders.set(schema, decoder)
  }
  return decoder
}

export const resultParserInterceptor: Interceptor = {
  name: "soundcheck/result-parser",
  transformRow: (context, query, row) => {
    const parser = context.resultParser
    if (!parser) return row
    if (Schema.isSchema(parser)) {
      const exit = decoderOf(parser)(row)
      if (Exit.isSuccess(exit)) return exit.value as QueryResultRow
    }
    const result = parser["~standard"].validate(row)
    if (result instanceof Promise) throw new Error("soundcheck/result-parser: row schemas must decode synchronously")
    if (result.issues) throw new SchemaValidationError(query, row, result.issues)
    return result.value as QueryResultRow
  }
}
