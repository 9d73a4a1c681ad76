/** Runs the ShowRepo contract against the memory and the Postgres adapters. */
import { memoryStore, postgresStore } from "./fresh-store.ts"
import { showRepoContract } from "./show-repo.contract.ts"

showRepoContract("memory", memoryStore)
showRepoContract("postgres", postgresStore)
