/** Runs the waitlist contract against the memory adapters and the Postgres adapters. */
import { memoryStore, postgresStore } from "./fresh-store.ts"
import { waitlistRepoContract } from "./waitlist-repo.contract.ts"

for (const [name, fresh] of [
  ["memory", memoryStore],
  ["postgres", postgresStore]
] as const) {
  waitlistRepoContract(name, fresh)
}
