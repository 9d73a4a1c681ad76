/** Runs the PlanRepo contract against the memory adapters and the Postgres adapters. */
import { memoryStore, postgresStore } from "./fresh-store.ts"
import { planRepoContract } from "./plan-repo.contract.ts"

for (const [name, fresh] of [
  ["memory", memoryStore],
  ["postgres", postgresStore]
] as const) {
  planRepoContract(name, fresh)
}
