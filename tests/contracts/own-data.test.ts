/** Runs the contracts of a data export's ports (issue #30) against the memory adapters and the Postgres adapters. */
import { exportRepoContract, ownDataRepoContract } from "./export-repo.contract.ts"
import { memoryStore, postgresStore } from "./fresh-store.ts"

for (const [name, fresh] of [
  ["memory", memoryStore],
  ["postgres", postgresStore]
] as const) {
  exportRepoContract(name, fresh)
  ownDataRepoContract(name, fresh)
}
