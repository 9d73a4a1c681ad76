/**
 * The API reference page (/api/docs), rendered once on the server from the OpenAPI document: plain HTML and
 * one same-origin style sheet, no script, so it works under the app's Content-Security-Policy.
 */
import { type ErrorTag, errorTable, titleOf } from "../error-table.ts"
import { PROBLEM_CONTENT_TYPE } from "../problem.ts"
import type { OpenApiDocument } from "./document.ts"
import { escapeHtml, proseHtml, schemaAnchor, schemaHtml } from "./schema-html.ts"
import type { Json } from "./schemas.ts"

export const DOCS_STYLESHEET = "/api/docs.css"

export const errorAnchor = (tag: string): string => `error-${tag}`

interface Operation {
  readonly method: string
  readonly path: string
  readonly operation: Json
}

const operationsOf = (document: OpenApiDocument): ReadonlyArray<Operation> =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation }))
  )

const accessHtml = (operation: Json): string => {
  const who =
    operation["x-soundcheck-access"] === "admin"
      ? "Admins only (session cookie)"
      : operation["x-soundcheck-access"] === "staff"
        ? "Moderators and admins (session cookie)"
        : Array.isArray(operation.security) && operation.security.length > 0
          ? "Signed in (session cookie)"
          : "Public"
  const csrf = (operation.parameters as Array<Json> | undefined)?.some((p) => typeof p.$ref === "string" && p.$ref.endsWith("/Csrf"))
  return `<p class="access">${who}${csrf ? ` · header <code>x-soundcheck-csrf: 1</code>` : ""}</p>`
}

const parametersHtml = (operation: Json): string => {
  const rows = ((operation.parameters ?? []) as Array<Json>)
    .filter((p) => typeof p.name === "string")
    .map(
      (p) =>
        `<tr><th scope="row"><code>${escapeHtml(String(p.name))}</code></th><td>${escapeHtml(String(p.in))}</td>` +
        `<td>${p.required ? "required" : "optional"}</td><td>${schemaHtml(p.schema as Json)}</td></tr>`
    )
  if (rows.length === 0) return ""
  return (
    `<h4>Parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Presence</th>` +
    `<th scope="col">Value</th></tr></thead><tbody>${rows.join("")}</tbody></table>`
  )
}

const contentHtml = (content: Record<string, Json>): string =>
  Object.entries(content)
    .map(([media, { schema }]) => {
      if (media === PROBLEM_CONTENT_TYPE) {
        const tags = (((schema as Json).allOf as Array<Json>)[1]!.properties as Json).error as Json
        const items = (tags.enum as Array<ErrorTag>).map(
          (tag) => `<li><a href="#${errorAnchor(tag)}"><code>${tag}</code></a>: ${escapeHtml(errorTable[tag].message)}</li>`
        )
        return `<p><a href="#${schemaAnchor("Problem")}">Problem</a> (<code>${media}</code>):</p><ul class="errors">${items.join("")}</ul>`
      }
      return `<p><code>${escapeHtml(media)}</code>: ${schemaHtml(schema as Json)}</p>`
    })
    .join("")

const requestBodyHtml = (operation: Json): string => {
  const body = operation.requestBody as Json | undefined
  if (body === undefined) return ""
  const description = typeof body.description === "string" ? `<p>${proseHtml(body.description)}</p>` : ""
  return `<h4>Request body</h4>${description}${contentHtml(body.content as Record<string, Json>)}`
}

const responsesHtml = (operation: Json): string => {
  const items = Object.entries(operation.responses as Record<string, Json>).map(([status, response]) => {
    const content = response.content ? contentHtml(response.content as Record<string, Json>) : ""
    const headers = Object.keys((response.headers ?? {}) as Json)
      .map((name) => `<code>${escapeHtml(name)}</code>`)
      .join(", ")
    return `<dt>${escapeHtml(status)} ${proseHtml(String(response.description))}</dt>` + `<dd>${headers ? `<p>Headers: ${headers}</p>` : ""}${content}</dd>`
  })
  return `<h4>Responses</h4><dl class="responses">${items.join("")}</dl>`
}

const operationHtml = ({ method, path, operation }: Operation): string => {
  const id = `op-${escapeHtml(String(operation.operationId))}`
  const description = typeof operation.description === "string" ? `<p>${proseHtml(operation.description)}</p>` : ""
  return (
    `<article class="operation" id="${id}" aria-labelledby="${id}-title">` +
    `<h3 id="${id}-title"><span class="method method-${method.toLowerCase()}">${method}</span> <code>${escapeHtml(path)}</code></h3>` +
    `<p class="summary">${escapeHtml(String(operation.summary))}</p>${description}${accessHtml(operation)}` +
    `${parametersHtml(operation)}${requestBodyHtml(operation)}${responsesHtml(operation)}</article>`
  )
}

const tagSection = (tag: Json, operations: ReadonlyArray<Operation>): string => {
  const name = String(tag.name)
  return (
    `<section id="tag-${escapeHtml(name)}" aria-labelledby="tag-${escapeHtml(name)}-title">` +
    `<h2 id="tag-${escapeHtml(name)}-title">${escapeHtml(name)}</h2><p>${proseHtml(String(tag.description))}</p>` +
    `${operations.map(operationHtml).join("")}</section>`
  )
}

const schemasSection = (document: OpenApiDocument): string => {
  const schemas = Object.entries((document.components.schemas ?? {}) as Record<string, Json>)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, schema]) => {
      const description = typeof schema.description === "string" ? `<p>${proseHtml(schema.description)}</p>` : ""
      return `<article id="${schemaAnchor(escapeHtml(name))}"><h3>${escapeHtml(name)}</h3>${description}${schemaHtml(schema)}</article>`
    })
  return `<section id="schemas" aria-labelledby="schemas-title"><h2 id="schemas-title">Schemas</h2>${schemas.join("")}</section>`
}

const errorsSection = (): string => {
  const rows = (Object.entries(errorTable) as Array<[ErrorTag, (typeof errorTable)[ErrorTag]]>)
    .sort(([a, x], [b, y]) => x.status - y.status || a.localeCompare(b))
    .map(
      ([tag, row]) =>
        `<tr id="${errorAnchor(tag)}"><th scope="row"><code>${tag}</code></th><td>${row.status}</td>` +
        `<td>${escapeHtml(titleOf(tag))}</td><td>${escapeHtml(row.message)}</td></tr>`
    )
  return (
    `<section id="errors" aria-labelledby="errors-title"><h2 id="errors-title">Errors</h2>` +
    `<p>Every error answer is a <a href="#${schemaAnchor("Problem")}">Problem</a> (RFC 9457, <code>${PROBLEM_CONTENT_TYPE}</code>) ` +
    `whose <code>type</code> is <code>/api/docs#error-&lt;Tag&gt;</code>, one of these rows.</p>` +
    `<table><thead><tr><th scope="col">Tag (<code>error</code>)</th><th scope="col">Status</th><th scope="col">Title</th>` +
    `<th scope="col">Message (<code>detail</code>)</th></tr></thead>` +
    `<tbody>${rows.join("")}</tbody></table></section>`
  )
}

const contentsHtml = (document: OpenApiDocument, byTag: ReadonlyMap<string, ReadonlyArray<Operation>>): string => {
  const tags = document.tags.map((tag) => {
    const name = escapeHtml(String(tag.name))
    const operations = (byTag.get(String(tag.name)) ?? []).map(
      ({ method, path, operation }) => `<li><a href="#op-${escapeHtml(String(operation.operationId))}">${method} ${escapeHtml(path)}</a></li>`
    )
    return `<li><a href="#tag-${name}">${name}</a><ul>${operations.join("")}</ul></li>`
  })
  return (
    `<nav aria-labelledby="contents-title"><h2 id="contents-title">Contents</h2><ul>${tags.join("")}` +
    `<li><a href="#schemas">Schemas</a></li><li><a href="#errors">Errors</a></li></ul></nav>`
  )
}

export const referencePage = (document: OpenApiDocument): string => {
  const operations = operationsOf(document)
  const byTag = new Map(document.tags.map((tag) => [String(tag.name), operations.filter((o) => (o.operation.tags as Array<string>)[0] === tag.name)]))
  const title = `${escapeHtml(String(document.info.title))} reference`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${DOCS_STYLESHEET}">
</head>
<body>
<a class="skip" href="#reference">Skip to the reference</a>
<header>
<h1>${title}</h1>
<p>Version ${escapeHtml(String(document.info.version))} · <a href="/api/openapi.json">The OpenAPI 3.1 document</a></p>
<p>${proseHtml(String(document.info.description))}</p>
</header>
${contentsHtml(document, byTag)}
<main id="reference">
${document.tags.map((tag) => tagSection(tag, byTag.get(String(tag.name)) ?? [])).join("\n")}
${schemasSection(document)}
${errorsSection()}
</main>
</body>
</html>
`
}
