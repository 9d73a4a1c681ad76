/** Vitest global setup: one database server and one migrated template for the whole run. */
import type { TestProject } from "vitest/node"
import { dropDatabasesOf, prepareTemplate, runDatabasePrefix, testServerUrl } from "./test-database.ts"

declare module "vitest" {
  export interface ProvidedContext {
    testServerUrl: string
    testTemplate: string
    /** The start of the name of every database this run clones (tests/support/pg.ts). */
    testDatabasePrefix: string
  }
}

export default async function setup(project: TestProject) {
  const server = await testServerUrl()
  project.provide("testServerUrl", server.url)
  project.provide("testTemplate", await prepareTemplate(server.url))
  const prefix = runDatabasePrefix()
  project.provide("testDatabasePrefix", prefix)
  return async () => {
    await dropDatabasesOf(server.url, prefix).catch(() => undefined)
    await server.stop()
  }
}
