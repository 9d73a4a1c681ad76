/** Runs the friends and interest contracts against the memory adapters and the Postgres adapters. */
import { memoryStore, postgresStore } from "./fresh-store.ts"
import { friendRequestRepoContract } from "./friend-request-repo.contract.ts"
import { friendshipRepoContract } from "./friendship-repo.contract.ts"
import { interestRepoContract } from "./interest-repo.contract.ts"

for (const [name, fresh, runs] of [
  ["memory", memoryStore, 100],
  ["postgres", postgresStore, 40]
] as const) {
  friendshipRepoContract(name, fresh, runs)
  friendRequestRepoContract(name, fresh)
  interestRepoContract(name, fresh)
}
