/**
 * For `npm test` without TEST_DATABASE_URL: the tests' embedded PostgreSQL, started once for the whole run
 * (phases that run side by side would otherwise each start it, and each stop it under the other). Prints
 * its URL on the first line of stdout; SIGTERM stops it.
 */
import { testServerUrl } from "./test-database.ts"

const server = await testServerUrl()
process.stdout.write(`${server.url}\n`)
const stop = () => {
  server.stop().finally(() => process.exit(0))
}
process.on("SIGTERM", stop)
process.on("SIGINT", stop)
