/** Slonik interceptor: validates every row of a typed query (`sql.type(schema)`) against its Standard Schema. */
import { type Interceptor, type QueryResultRow, SchemaValidationError } from "slonik"

export const resultParserInterceptor: Interceptor = {
  name: "soundcheck/result-parser",
  transformRowAsync: async (context, query, row) => {
    if (!context.resultParser) return row
    const result = await context.resultParser["~standard"].validate(row)
    if (result.issues) throw new SchemaValidationError(query, row, result.issues)
    return result.value as QueryResultRow
  }
}
