/** Runs the concert suggestion contract (issue #29) against the memory adapters and the Postgres adapters. */
import { memoryStore, postgresStore } from "./fresh-store.ts"
import { suggestionRepoContract } from "./suggestion-repo.contract.ts"

for (const [name, fresh] of [
  ["memory", memoryStore],
  ["postgres", postgresStore]
] as const) {
  suggestionRepoContract(name, fresh)
}
