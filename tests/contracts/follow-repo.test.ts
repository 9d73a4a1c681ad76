/** Runs the FollowRepo contract (issue #32) against the memory adapter and the Postgres adapter. */
import { followRepoContract } from "./follow-repo.contract.ts"
import { memoryStore, postgresStore } from "./fresh-store.ts"

for (const [name, fresh] of [
  ["memory", memoryStore],
  ["postgres", postgresStore]
] as const) {
  followRepoContract(name, fresh)
}
