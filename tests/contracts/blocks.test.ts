/** Runs the BlockRepo contract against the memory adapter and the Postgres adapter. */
import { blockRepoContract } from "./block-repo.contract.ts"
import { memoryStore, postgresStore } from "./fresh-store.ts"

for (const [name, fresh, runs] of [
  ["memory", memoryStore, 100],
  ["postgres", postgresStore, 25]
] as const) {
  blockRepoContract(name, fresh, runs)
}
