/** Vitest global setup: one database server and one migrated template for the whole run. */
import type { TestProject } from "vitest/node"
import { prepareTemplate, testServerUrl } from "./test-database.ts"

declare module "vitest" {
  export interface ProvidedContext {
    testServerUrl: string
    testTemplate: string
  }
}

export default async function setup(project: TestProject) {
  const server = await testServerUrl()
  project.provide("testServerUrl", server.url)
  project.provide("testTemplate", await prepareTemplate(server.url))
  return () => server.stop()
}
