/** A JSON Schema of the OpenAPI document as readable HTML: types inline, object fields as nested lists. */
import type { Json } from "./schemas.ts"

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)

/** Prose of the document as HTML: escaped, with `code` spans. */
export const proseHtml = (text: string): string => escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>")

const COMPONENT_REF = "#/components/schemas/"

export const schemaAnchor = (name: string): string => `schema-${name}`

const literal = (value: unknown): string => `<code>${escapeHtml(JSON.stringify(value))}</code>`

/** Bounds and formats a reader needs: "≤ 100 characters", "uuid", "1 to 20". */
const constraints = (schema: Json): string => {
  const notes: Array<string> = []
  if (typeof schema.format === "string") notes.push(escapeHtml(schema.format))
  if (typeof schema.maxLength === "number") notes.push(`at most ${schema.maxLength} characters`)
  if (typeof schema.minLength === "number") notes.push(`at least ${schema.minLength} characters`)
  if (typeof schema.maxItems === "number") notes.push(`at most ${schema.maxItems} items`)
  const safe = (n: unknown) => typeof n === "number" && Math.abs(n) < Number.MAX_SAFE_INTEGER
  if (safe(schema.minimum)) notes.push(`from ${schema.minimum}`)
  if (safe(schema.maximum)) notes.push(`to ${schema.maximum}`)
  return notes.length > 0 ? ` <span class="note">(${notes.join(", ")})</span>` : ""
}

const isObject = (schema: Json): boolean => schema.type === "object" && typeof schema.properties === "object"

/** A schema as HTML: inline for scalars, references, unions and arrays; a list of fields for an object. */
export const schemaHtml = (schema: Json): string => {
  if (typeof schema.$ref === "string") {
    const name = schema.$ref.slice(COMPONENT_REF.length)
    return `<a href="#${schemaAnchor(name)}">${escapeHtml(name)}</a>`
  }
  if ("const" in schema) return literal(schema.const)
  if (Array.isArray(schema.enum)) return schema.enum.map(literal).join(" | ")
  const union = schema.anyOf ?? schema.oneOf
  if (Array.isArray(union)) {
    const members = union as Array<Json>
    if (members.some(isObject)) return `one of:<ul class="union">${members.map((m) => `<li>${schemaHtml(m)}</li>`).join("")}</ul>`
    return members.map(schemaHtml).join(" | ")
  }
  if (Array.isArray(schema.allOf)) return (schema.allOf as Array<Json>).map(schemaHtml).join(" and ")
  if (schema.type === "array") return `array of ${schema.items ? schemaHtml(schema.items as Json) : "anything"}${constraints(schema)}`
  if (isObject(schema)) return fieldsHtml(schema)
  if (typeof schema.type === "string") return `<code>${escapeHtml(schema.type)}</code>${constraints(schema)}`
  return "anything"
}

const fieldsHtml = (schema: Json): string => {
  const required = new Set(Array.isArray(schema.required) ? schema.required : [])
  const fields = Object.entries(schema.properties as Record<string, Json>).map(([name, field]) => {
    const optional = required.has(name) ? "" : ` <span class="note">(optional)</span>`
    const description = typeof field.description === "string" ? ` <span class="description">${proseHtml(field.description)}</span>` : ""
    return `<li><code class="field">${escapeHtml(name)}</code>${optional}: ${schemaHtml(field)}${description}</li>`
  })
  return fields.length === 0 ? "<code>{}</code>" : `<ul class="fields">${fields.join("")}</ul>`
}
