/** Runs the ReportRepo contract (issue #29) against the memory adapters and the Postgres adapters. */
import { memoryStore, postgresStore } from "./fresh-store.ts"
import { reportRepoContract } from "./report-repo.contract.ts"

for (const [name, fresh] of [
  ["memory", memoryStore],
  ["postgres", postgresStore]
] as const) {
  reportRepoContract(name, fresh)
}
