/**
 * The web client's routes, two ways: the route table the router module exports (data), and the paths its
 * `createBrowserRouter([...])` call really declares, read from the source with the TypeScript parser (the
 * router module itself imports styles, which only load inside a Vite build). The sweep asserts both agree.
 */
import { readFile } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import ts from "typescript"

export { routeTable, type RouteAccess, type RouteEntry } from "../../../apps/web/src/app/route-table.ts"

const routerFile = fileURLToPath(new URL("../../../apps/web/src/app/router.tsx", import.meta.url))

const join = (parent: string, path: string): string => (path === "*" ? "*" : `${parent.replace(/\/$/, "")}/${path}`)

const property = (node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined =>
  node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name)?.initializer

/** Every full path pattern a route object (and its children) under `parent` matches. */
const collect = (node: ts.Expression, parent: string, into: Set<string>): void => {
  if (ts.isArrayLiteralExpression(node)) {
    for (const element of node.elements) collect(element, parent, into)
    return
  }
  if (!ts.isObjectLiteralExpression(node)) throw new Error(`router.tsx: a route that is not an object literal: ${node.getText()}`)
  const path = property(node, "path")
  const here = path !== undefined && ts.isStringLiteral(path) ? join(parent, path.text) : parent
  if (property(node, "index")?.kind === ts.SyntaxKind.TrueKeyword) into.add(here === "" ? "/" : here)
  const children = property(node, "children")
  if (children !== undefined) collect(children, here, into)
  else if (path !== undefined) into.add(here)
}

/** The path patterns `createBrowserRouter` in router.tsx declares, in source order. */
export const routerPaths = async (): Promise<ReadonlyArray<string>> => {
  const source = ts.createSourceFile(routerFile, await readFile(routerFile, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const paths = new Set<string>()
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.getText() === "createBrowserRouter" && node.arguments[0] !== undefined) {
      collect(node.arguments[0], "", paths)
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return [...paths]
}
