/**
 * Effect schemas to OpenAPI 3.1 schemas in one shared pass (Effect's SchemaRepresentation and JsonSchema, as
 * its own HttpApi does): a schema with an `identifier` becomes a component, the rest stay inline. Objects are
 * closed (`additionalProperties: false`), so an answer with a field the contract does not name fails its check.
 */
import { JsonSchema, type Schema, SchemaRepresentation } from "effect"

export type Json = JsonSchema.JsonSchema

export interface ConvertedSchemas {
  /** The OpenAPI schema of one of the converted schemas. */
  readonly of: (schema: Schema.Top) => Json
  readonly components: Readonly<Record<string, Json>>
}

/** The strings Effect's JSON codec writes for non-finite numbers. */
const NON_FINITE = new Set(["NaN", "Infinity", "-Infinity"])

const isNonFiniteString = (node: unknown): boolean =>
  typeof node === "object" && node !== null && "enum" in node && Array.isArray(node.enum) && node.enum.every((value) => NON_FINITE.has(value))

/**
 * The answers are written by JSON.stringify, not by Effect's JSON codec: a number goes out as a number and
 * never as "NaN" or "Infinity", and a JSON body never holds those strings for a number either (the decoder
 * refuses them). So the codec's `number | "NaN" | "Infinity" | "-Infinity"` is documented as `number`.
 */
const normalize = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(normalize)
  if (typeof node !== "object" || node === null) return node
  const entries = Object.entries(node).map(([key, value]) => [key, normalize(value)] as const)
  const result: Json = Object.fromEntries(entries)
  const anyOf = result.anyOf
  if (Array.isArray(anyOf) && anyOf.some((member: Json) => member.type === "number")) {
    const kept = anyOf.filter((member) => !isNonFiniteString(member))
    const { anyOf: _, ...rest } = result
    return kept.length === 1 ? { ...rest, ...kept[0] } : { ...rest, anyOf: kept }
  }
  return result
}

export const convertSchemas = (schemas: ReadonlyArray<Schema.Top>): ConvertedSchemas => {
  const unique = [...new Set(schemas)]
  const [first, ...rest] = unique.map((schema) => schema.ast)
  if (first === undefined) return { of: () => ({}), components: {} }
  const representations = SchemaRepresentation.toRepresentations([first, ...rest])
  const document = JsonSchema.toMultiDocumentOpenApi3_1(SchemaRepresentation.toJsonSchemaMultiDocument(representations, { onExcessProperty: "error" }))
  const index = new Map(unique.map((schema, i) => [schema, i]))
  const converted = document.schemas.map((schema) => normalize(schema) as Json)
  return {
    of: (schema) => {
      const i = index.get(schema)
      if (i === undefined) throw new Error("schema not converted")
      return converted[i]!
    },
    components: Object.fromEntries(Object.entries(document.definitions).map(([name, schema]) => [name, normalize(schema) as Json]))
  }
}
