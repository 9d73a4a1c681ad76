/** Runs the feedback contract against the memory adapters and the Postgres adapters. */
import { feedbackRepoContract } from "./feedback-repo.contract.ts"
import { memoryStore, postgresStore } from "./fresh-store.ts"

for (const [name, fresh] of [
  ["memory", memoryStore],
  ["postgres", postgresStore]
] as const) {
  feedbackRepoContract(name, fresh)
}
